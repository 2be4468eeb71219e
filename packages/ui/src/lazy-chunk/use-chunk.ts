import { useEffect, useState } from 'react';

/**
 * What a lazily loaded chunk exports once it has arrived, else null (show a skeleton meanwhile). An
 * element's first screen uses this instead of `React.lazy` in `<Suspense>`: React holds back the
 * content of a boundary whose fallback showed less than 300 ms before (its "fallback throttle"),
 * which kept an embedded product's picture off the page for that long after its data had come. A
 * chunk that fails to load throws at render, to the widget's error boundary, as `lazy` does.
 */
export function useChunk<T>(load: () => Promise<T>): T | null {
  const [chunk, setChunk] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (live) setChunk({ value });
      },
      (error: unknown) => {
        if (live)
          setChunk(() => {
            throw error;
          });
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  return chunk?.value ?? null;
}
