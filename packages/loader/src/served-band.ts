import { storefrontBandPath, storefrontBandStylePath } from '@showroom/contract/constants';

/**
 * Puts the storefront's band the platform serves as markup (decision 0129) in a storefront element's
 * shadow root while the widget's code downloads: the store's largest paint then waits for this answer
 * and its stylesheet (asked at the same time, so the band's markup finds it loaded), not for the
 * widgets' scripts. The widget, once here, renders beside it and removes it when its own band is on
 * screen. Nothing when the answer fails or the widget came first.
 */
export function showServedBand(element: Element, apiOrigin: string, showroomId: string): void {
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'style';
  preload.href = `${apiOrigin}/api/${storefrontBandStylePath(showroomId)}`;
  document.head.append(preload);
  fetch(`${apiOrigin}/api/${storefrontBandPath(showroomId)}`)
    .then<string | false>((response) => response.ok && response.text())
    .then((html) => {
      if (html && !element.shadowRoot) element.attachShadow({ mode: 'open' }).innerHTML = html;
    })
    .catch(() => {});
}
