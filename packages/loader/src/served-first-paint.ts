import type { FirstPaint } from '@showroom/contract/constants';

/**
 * Puts an element's first paint the platform serves as markup (decision 0129: the storefront's band, a
 * product's opening picture) in its shadow root while the widget's code downloads: the page's largest
 * paint then waits for this one answer, not for the widgets' scripts. Its rules are adopted first, as a
 * constructable sheet (no `style-src` needed, nothing painted unstyled). The widget, once here, renders
 * beside it and removes it when its own version is on screen. Nothing when the answer fails, the browser
 * has no constructable sheets, or the widget came first.
 */
export function showServedFirstPaint(element: Element, url: string): void {
  fetch(url)
    .then<FirstPaint | false>((response) => response.ok && response.json())
    .then((paint) => {
      if (!paint || element.shadowRoot) return;
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(paint.css);
      const root = element.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [sheet];
      root.innerHTML = paint.html;
    })
    .catch(() => {});
}
