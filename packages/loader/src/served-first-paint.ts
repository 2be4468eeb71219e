import { firstPaintStylePath } from '@showroom/contract/constants';

/**
 * Puts an element's first paint the platform serves as markup (decision 0129: the storefront's band, a
 * product's opening picture) in its shadow root while the widget's code downloads: the page's largest
 * paint then waits for this answer and its stylesheet (asked at the same time, so the markup finds it
 * loaded), not for the widgets' scripts. The widget, once here, renders beside it and removes it when
 * its own version is on screen. Nothing when the answer fails or the widget came first.
 */
export function showServedFirstPaint(element: Element, url: string): void {
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'style';
  preload.href = firstPaintStylePath(url);
  document.head.append(preload);
  fetch(url)
    .then<string | false>((response) => response.ok && response.text())
    .then((html) => {
      if (html && !element.shadowRoot) element.attachShadow({ mode: 'open' }).innerHTML = html;
    })
    .catch(() => {});
}
