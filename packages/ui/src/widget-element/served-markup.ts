import { SERVED_MARKUP_ATTRIBUTE } from '@showroom/contract';
import { useLayoutEffect } from 'react';
import { useHostElement } from './host-element.ts';

/**
 * Removes the markup the platform served into this widget's shadow root (decision 0129: the storefront's
 * band, painted before the widget's code arrived) once `replaced` is true: in the commit that puts the
 * widget's own version on screen, before the browser paints, so the page shows one and never none.
 */
export function useServedMarkupReplaced(replaced: boolean): void {
  const host = useHostElement();
  useLayoutEffect(() => {
    if (!replaced) return;
    for (const child of [...(host?.shadowRoot?.children ?? [])])
      if (child.hasAttribute(SERVED_MARKUP_ATTRIBUTE)) child.remove();
  }, [host, replaced]);
}
