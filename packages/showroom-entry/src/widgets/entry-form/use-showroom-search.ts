import { MESSAGES, type ShowroomSearchResult } from '@showroom/contract';
import { notify, searchShowrooms } from '@showroom/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeShowroomId, shouldSearch } from './showroom-id-input.ts';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; match: ShowroomSearchResult }
  | { kind: 'not-found' };

/** The Showroom ID text and the search it triggers at exactly 8 characters. */
export function useShowroomSearch(initialId = '') {
  const [id, setId] = useState(() => normalizeShowroomId(initialId));
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    inFlight.current?.abort();
    if (!shouldSearch(id)) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'searching' });
    searchShowrooms(id, { signal: controller.signal })
      .then((matches) => {
        if (controller.signal.aborted) return;
        const match = matches[0];
        if (match) {
          setState({ kind: 'found', match });
        } else {
          setState({ kind: 'not-found' });
          notify.warning(MESSAGES.showroomNotFound);
        }
      })
      .catch(() => {
        // The API client already told the user (error catalogue); an abort needs no word.
        if (!controller.signal.aborted) setState({ kind: 'idle' });
      });
    return () => controller.abort();
  }, [id]);

  const onInput = useCallback((raw: string) => setId(normalizeShowroomId(raw)), []);
  return { id, state, onInput };
}
