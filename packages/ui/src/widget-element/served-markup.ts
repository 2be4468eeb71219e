import { SERVED_MARKUP_ATTRIBUTE } from '@showroom/contract';
import { useLayoutEffect } from 'react';
import { dropServedSheets } from '../styles/adopted-sheets.ts';
import { useHostElement } from './host-element.ts';

const isServed = (node: Element) => node.hasAttribute(SERVED_MARKUP_ATTRIBUTE);

/**
 * Whether this widget's shadow root still holds markup the platform served (decision 0129): it stands in
 * for the widget's loading skeleton, which would otherwise show beside it.
 */
export function useServedMarkupShown(): boolean {
  const host = useHostElement();
  return [...(host?.shadowRoot?.children ?? [])].some(isServed);
}

/**
 * Removes the markup the platform served into this widget's shadow root (decision 0129: the storefront's
 * band, a product's picture, painted before the widget's code arrived), and the rules adopted with it,
 * once `replaced` is true: in the commit that puts the widget's own version on screen, before the browser
 * paints, so the page shows one and never none.
 */
export function useServedMarkupReplaced(replaced: boolean): void {
  const host = useHostElement();
  useLayoutEffect(() => {
    if (!replaced) return;
    const root = host?.shadowRoot;
    if (!root || ![...root.children].some(isServed)) return;
    for (const child of [...root.children]) if (isServed(child)) child.remove();
    dropServedSheets(root);
  }, [host, replaced]);
}
