let actingElement: Element | null = null;

/**
 * Notes the custom element whose widget the visitor is using (the widget element calls it on
 * every pointer, key, click and submit inside it). What that use causes later, after requests,
 * (signing in or out, the cart changing, going to another screen) is announced from that element.
 */
export function setActingElement(element: Element | null): void {
  actingElement = element;
}

/**
 * Where a `showroom:*` event caused by a widget goes out from: `from` when the caller knows its
 * host element, else the element the visitor last used while it is still on the page, else the
 * document. Events bubble and are composed, so a listener on that element and one on the document
 * each hear it once (issue #22: element-level listeners never fired when everything went out from
 * the document). In the shell, widgets have no element and everything goes out from the document.
 */
export function showroomEventSource(from?: EventTarget | null): EventTarget {
  if (from) return from;
  if (actingElement?.isConnected) return actingElement;
  return globalThis.document;
}
