import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly data: T };

/**
 * Loads `load(signal)` whenever `key` changes, aborting the previous request so a slow answer
 * for old filters never overwrites a newer one. `retry` loads the same key again.
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [Resource<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, retry];
}
