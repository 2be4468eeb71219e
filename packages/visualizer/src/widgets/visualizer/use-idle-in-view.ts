import { type RefObject, useEffect, useState } from 'react';

/** How long an idle moment is waited for before the work starts anyway (a page that never rests). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the element has been in view with the browser idle after the first paint, or once the
 * person reaches for it (pointer or focus inside): the moment to start heavy work for it (issue #26:
 * the 3D room waits so the slot list, the plan and the bill are usable first). Without
 * IntersectionObserver or requestIdleCallback it falls back to "now" and a timer.
 */
export function useIdleInView(element: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (ready || !target) return;
    let idle: number | undefined;
    let frame = 0;
    const whenIdle = () => {
      // Two frames: the first paint has happened, then wait for the browser to have nothing to do.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          idle =
            typeof requestIdleCallback === 'function'
              ? requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS })
              : window.setTimeout(() => setReady(true), 0);
        });
      });
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            whenIdle();
          })
        : undefined;
    if (observer) observer.observe(target);
    else whenIdle();
    const now = () => setReady(true);
    target.addEventListener('pointerenter', now);
    target.addEventListener('focusin', now);
    return () => {
      target.removeEventListener('pointerenter', now);
      target.removeEventListener('focusin', now);
      observer?.disconnect();
      cancelAnimationFrame(frame);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, [element, ready]);

  return ready;
}
