import { type ComponentType, lazy, useMemo, useState } from 'react';
import { withTimeout } from './with-timeout.ts';

/**
 * A React.lazy component for the federated module named `key`, recreated when the key changes
 * and on retry, so a failed load is attempted again instead of replaying the cached rejection.
 */
export function useLazyRemote<P extends object>(key: string, load: () => Promise<ComponentType<P>>) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is derived from `key`; `attempt` triggers a retry.
  const Lazy = useMemo(
    () => lazy(() => withTimeout(load).then((component) => ({ default: component }))),
    [key, attempt],
  );
  return { Lazy, retry: () => setAttempt((n) => n + 1) };
}
