import { useContext } from 'react';
import { pageWideContext } from '../widget-element/page-wide-context.ts';

/**
 * Where modals and popovers portal to. `undefined` (the default) means "not inside a
 * WidgetRoot": portal to the document body. Inside a root it is the root's own container,
 * null until that element has mounted.
 */
export const PortalContainerContext = pageWideContext<HTMLElement | null | undefined>(
  'portal-container',
  undefined,
);

/**
 * The element popovers and modals should portal into so they stay inside the widget (and its
 * shadow root): the WidgetRoot's container, `document.body` outside any root, or null while the
 * root's container is not mounted yet (render nothing then).
 */
export function usePortalContainer(): HTMLElement | null {
  const container = useContext(PortalContainerContext);
  return container === undefined ? globalThis.document.body : container;
}
