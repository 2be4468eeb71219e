import { type Profile, profileResponseSchema } from '@showroom/contract/account';
import { api } from '@showroom/core';
import { useCallback, useEffect, useState } from 'react';

export type ProfileLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'ready'; readonly profile: Profile };

/**
 * `GET /api/profile` for the account screen, with `retry` after a failure and `update` for the
 * parts a save changed (address, shipping charge) so the screen does not reload.
 */
export function useProfile() {
  const [load, setLoad] = useState<ProfileLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // `attempt` is the retry trigger: each new value loads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    api
      .get('profile', { schema: profileResponseSchema, signal: controller.signal })
      .then((body) => setLoad({ kind: 'ready', profile: body.data }))
      .catch(() => {
        // The catalogue has shown its toast (or gone to Login on a 401); the screen offers a retry.
        if (!controller.signal.aborted) setLoad({ kind: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((changes: Partial<Profile>) => {
    setLoad((current) =>
      current.kind === 'ready' ? { ...current, profile: { ...current.profile, ...changes } } : current,
    );
  }, []);

  return { load, retry, update };
}
