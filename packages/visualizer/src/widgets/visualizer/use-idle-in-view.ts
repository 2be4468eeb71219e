import { type RefObject, useEffect, useState } from 'react';

/** How long an idle moment is waited for before the work starts anyway (a page that never rests). */
const IDLE_TIMEOUT_MS = 2_000;
/**
 * Narrower than this (a phone), or with the browser asking to save data, the work waits to be asked
 * for: the 3D room is ~1 s of a phone's main thread and a few hundred KB, and its stage is a thumbnail
 * there, where the plan reads better.
 */
const ON_ITS_OWN_MIN_WIDTH_PX = 600;

function startsOnItsOwn(element: HTMLElement): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return element.getBoundingClientRect().width >= ON_ITS_OWN_MIN_WIDTH_PX && !connection?.saveData;
}

/**
 * Whether to start heavy work for an element (issue #26: the 3D room waits so the slot list, the plan
 * and the bill are usable first), and `start` to ask for it. On a wide screen it starts on its own
 * once the element has been in view with the browser idle after the first paint, or once the person
 * reaches for it (pointer or focus inside); on a phone or when saving data, only when asked (`start`),
 * `onItsOwn` false says so. Without IntersectionObserver or requestIdleCallback: now, and a timer.
 */
export function useIdleInView(element: RefObject<HTMLElement | null>): {
  ready: boolean;
  onItsOwn: boolean;
  start: () => void;
} {
  const [ready, setReady] = useState(false);
  const [onItsOwn, setOnItsOwn] = useState(true);

  useEffect(() => {
    const target = element.current;
    if (ready || !target) return;
    if (!startsOnItsOwn(target)) {
      setOnItsOwn(false);
      return;
    }
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

  return { ready, onItsOwn, start: () => setReady(true) };
}
