import { notify } from '@showroom/core';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { PlainToasts } from './plain-toasts.tsx';
import { toastListChunk } from './toast-list-chunk.ts';

type ListChunk = { kind: 'waiting' } | { kind: 'loaded'; ToastList: ComponentType } | { kind: 'failed' };

/**
 * The toast list's chunk, asked for with the first toast and kept from then on. After a failure it
 * is asked again with the next new toast (`newest`), so a network back up brings the styled list back.
 */
function useToastListChunk(wanted: boolean, newest: number | null): ListChunk {
  const [chunk, setChunk] = useState<ListChunk>({ kind: 'waiting' });
  const tries = useRef({ mounted: true, loading: false, triedFor: null as number | null });
  useEffect(() => {
    tries.current.mounted = true;
    return () => {
      tries.current.mounted = false;
    };
  }, []);
  useEffect(() => {
    const state = tries.current;
    const triedThisToast = chunk.kind === 'failed' && newest === state.triedFor;
    if (!wanted || state.loading || chunk.kind === 'loaded' || triedThisToast) return;
    state.loading = true;
    state.triedFor = newest;
    const settle = (next: ListChunk) => {
      state.loading = false;
      if (state.mounted) setChunk(next);
    };
    toastListChunk.load().then(
      (ToastList) => settle({ kind: 'loaded', ToastList }),
      () => settle({ kind: 'failed' }),
    );
  }, [wanted, newest, chunk]);
  return chunk;
}

/**
 * Shows core's toasts as spec §9 asks: top-end, 10 s, progress bar, close button. Every widget
 * mount renders one, but only the host core names primary displays, so a page with several
 * widgets shows each toast once; when the primary unmounts the next host takes over. The list's
 * code comes with the first toast (decision 0130); if it cannot come, the toasts show as text.
 */
export function ToastHost() {
  const [key] = useState(() => Symbol('toast-host'));
  useEffect(() => notify.claimToastHost(key), [key]);
  const isPrimary = useStore(notify.store, (state) => notify.isPrimaryToastHost(key, state));
  const newest = useStore(notify.store, (state) => state.toasts.at(-1)?.id ?? null);
  const hasToasts = newest !== null;
  const chunk = useToastListChunk(isPrimary && hasToasts, newest);
  if (!isPrimary) return null;
  if (chunk.kind === 'loaded') return <chunk.ToastList />;
  return chunk.kind === 'failed' && hasToasts ? <PlainToasts /> : null;
}
