import { REMOTE_LOAD_MESSAGES } from '@showroom/contract/constants';

/** Marks the notice embed.js puts in an element whose code could not be loaded. */
const NOTICE_ATTRIBUTE = 'data-showroom-load-failed';

/**
 * Shows "could not be loaded" with Try again inside every `tags` element on the page that is still
 * not defined, as the shell's error boundary does for a route (spec §8: after the 120 s lazy-load
 * time-out, or at once on a network error). The notice is light DOM: shown as is, or through the
 * `<slot>` of a served band (decision 0129); once the element upgrades, its shadow root hides it. Try
 * again removes the notices and calls `retry`.
 */
export function showRemoteLoadFailure(tags: readonly string[], retry: () => void): void {
  for (const tag of tags) {
    for (const element of document.querySelectorAll(tag)) {
      if (element.querySelector(`[${NOTICE_ATTRIBUTE}]`)) continue;
      element.append(failureNotice(tags, retry));
    }
  }
}

function failureNotice(tags: readonly string[], retry: () => void): HTMLElement {
  const notice = document.createElement('div');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = REMOTE_LOAD_MESSAGES.failed;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = REMOTE_LOAD_MESSAGES.retry;
  button.addEventListener('click', () => {
    for (const tag of tags)
      for (const shown of document.querySelectorAll(`${tag} > [${NOTICE_ATTRIBUTE}]`)) shown.remove();
    retry();
  });
  notice.append(text, button);
  return notice;
}
