import { useEffect, useState } from 'react';

/** How far below the fold a part starts loading: as embed.js loads an element, so a scroll finds it ready. */
const NEAR_MARGIN = '400px';

/**
 * Whether the element under the returned ref has come near the viewport (and stays true). A part
 * below the fold waits for it: its code and data then load after the first screen, not with it.
 * Without IntersectionObserver: near at once.
 */
export function useNearViewport<T extends Element>(): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [near, setElement];
}
