import { NEAR_VIEWPORT_MARGIN } from '@showroom/contract';
import { useEffect, useState } from 'react';

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
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);
  return [near, setElement];
}
