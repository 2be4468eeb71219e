import { useContext } from 'react';
import { pageWideContext } from './page-wide-context.ts';

export const HostElementContext = pageWideContext<HTMLElement | null>('host-element', null);

/**
 * The custom element a widget is mounted in, to dispatch composed `showroom:*` events from;
 * null when the widget is rendered directly by the shell.
 */
export function useHostElement(): HTMLElement | null {
  return useContext(HostElementContext);
}
