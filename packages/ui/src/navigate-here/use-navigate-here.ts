import { SHOWROOM_EVENTS, type ShowroomEvent } from '@showroom/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Lets an element on a pro's page keep some navigations to itself: while `active`, every
 * `showroom:navigate` (from this element or any widget on the page) is offered to `handle` with
 * its path; when `handle` answers true the event is cancelled, so neither the host page's router
 * nor the platform fallback acts on it. Listens in the capture phase on the window: before any
 * listener of the host page, wherever the event was sent from.
 */
export function useNavigateHere(active: boolean, handle: (path: string) => boolean): void {
  const latest = useRef(handle);
  useLayoutEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    if (!active) return;
    function onNavigate(event: Event) {
      const { detail } = event as ShowroomEvent<typeof SHOWROOM_EVENTS.navigate>;
      if (!event.cancelable || !detail || !latest.current(detail.path)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    window.addEventListener(SHOWROOM_EVENTS.navigate, onNavigate, true);
    return () => window.removeEventListener(SHOWROOM_EVENTS.navigate, onNavigate, true);
  }, [active]);
}
