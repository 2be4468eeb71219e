import { createContext, useContext } from 'react';

export const HostElementContext = createContext<HTMLElement | null>(null);

/**
 * The custom element a widget is mounted in, to dispatch composed `showroom:*` events from;
 * null when the widget is rendered directly by the shell.
 */
export function useHostElement(): HTMLElement | null {
  return useContext(HostElementContext);
}
