import type { ShowroomEvent, ShowroomEventName } from '@showroom/elements';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Listens to one `showroom:*` event while the component is mounted, with its typed `detail`: on
 * `target`'s element when given (only that widget's events), else on the document (every widget's).
 * The latest `handler` is called without listening again on each render.
 */
export function useShowroomEvent<Name extends ShowroomEventName>(
  name: Name,
  handler: (event: ShowroomEvent<Name>) => void,
  target?: RefObject<HTMLElement | null>,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const on: EventTarget | null = target ? target.current : document;
    if (!on) return;
    const listener = (event: Event) => latest.current(event as ShowroomEvent<Name>);
    on.addEventListener(name, listener);
    return () => on.removeEventListener(name, listener);
  }, [name, target]);
}
