import type { LiveEventKind, LiveEventOf } from '@showroom/contract/live';
import { liveEvents } from '@showroom/core/live';
import { useEffect, useRef } from 'react';

/**
 * Calls `onEvent` with each live event of `kind` for the signed-in user while the component is
 * mounted (decision 0093): the tab's one stream opens with the first such component, for any
 * account type, and closes with the last. Events are small (ids, a status): refetch what the screen
 * shows. `onEvent` may change every render; the latest one is called.
 */
export function useLiveEvent<K extends LiveEventKind>(
  kind: K,
  onEvent: (event: LiveEventOf<K>) => void,
): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => liveEvents.subscribe(kind, (event) => latest.current(event)), [kind]);
}
