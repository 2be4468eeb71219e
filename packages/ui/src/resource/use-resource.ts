import type { LoadStatus } from '@showroom/core';
import { startTransition, useCallback, useEffect, useState } from 'react';

/** Where one `useResource` load stands; `status` is core's `LoadStatus`. */
export type Resource<T> =
  | { readonly status: Extract<LoadStatus, 'idle' | 'loading'> }
  | { readonly status: Extract<LoadStatus, 'error'>; readonly error: unknown }
  | { readonly status: Extract<LoadStatus, 'ready'>; readonly data: T };

export interface ResourceHandle<T> {
  readonly state: Resource<T>;
  /** Loads the same key again (the "Try again" after a failure). */
  readonly retry: () => void;
  /** Changes the loaded data in place (e.g. what a save changed), without loading again. */
  readonly update: (change: (data: T) => T) => void;
}

/** The outcome of the load for one key and attempt. */
interface Settled<T> {
  readonly key: string;
  readonly attempt: number;
  readonly state: Resource<T>;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

/**
 * Loads `load(signal)` whenever `key` changes (`null`: nothing to load, the state is idle). The
 * previous request is aborted and its answer ignored, so a slow answer for old inputs never
 * overwrites a newer one, and nothing is set after unmount. `key` stands for everything `load`
 * reads. The state is derived from the key at render time, so a new key never shows old data.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): ResourceHandle<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads; `attempt` is the retry trigger.
  useEffect(() => {
    // Forget the last outcome, so going back to an earlier key shows loading, not its old answer.
    setSettled(null);
    if (key === null) return;
    const controller = new AbortController();
    // The answer's render (a whole list of cards, say) is a transition: React renders it in
    // slices and lets the page respond between them, instead of one long task (issue #11).
    const settle = (state: Resource<T>) => {
      if (!controller.signal.aborted) startTransition(() => setSettled({ key, attempt, state }));
    };
    load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setSettled((current) =>
      current?.state.status === 'ready'
        ? { ...current, state: { status: 'ready', data: change(current.state.data) } }
        : current,
    );
  }, []);

  let state: Resource<T> = LOADING;
  if (key === null) state = IDLE;
  else if (settled?.key === key && settled.attempt === attempt) state = settled.state;
  return { state, retry, update };
}
