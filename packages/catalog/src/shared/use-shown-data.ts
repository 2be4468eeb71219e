import type { Resource } from '@showroom/ui';
import { useState } from 'react';

/**
 * The data a screen shows: the loaded data, or while a new load runs for the same `identity` (the
 * same product, list or page; only the showroom's prices changed) the data shown before. An embed
 * learns its showroom a moment after it first loads; without this, the screen would drop back to
 * its skeleton and rebuild, a flash and a later largest paint (issue #11). A new identity starts
 * from the skeleton, so old content is never shown for something else.
 */
export function useShownData<T>(state: Resource<T>, identity: string): T | null {
  const [kept, setKept] = useState<{ identity: string; data: T } | null>(null);
  if (state.status === 'ready' && (kept?.data !== state.data || kept.identity !== identity)) {
    setKept({ identity, data: state.data });
  }
  if (state.status === 'ready') return state.data;
  if (state.status === 'loading' && kept?.identity === identity) return kept.data;
  return null;
}
