import type { StyleProfile } from '@showroom/contract/projects';
import { useResource, useSession } from '@showroom/ui';
import { loadStyleProfile } from '../../model/style-profile.ts';

/**
 * The homeowner's style profile for ranking templates and products (issue #25), loaded again when the
 * person signs in or out; null while loading, when there is none, or when it fails (order kept).
 */
export function useStyleProfile(): StyleProfile | null {
  const userId = useSession().user?.id ?? 'visitor';
  const profile = useResource(`style-profile:${userId}`, (signal) =>
    loadStyleProfile(signal).catch(() => null),
  );
  return profile.state.status === 'ready' ? profile.state.data : null;
}
