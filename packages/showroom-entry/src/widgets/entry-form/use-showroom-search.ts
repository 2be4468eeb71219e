import type { ShowroomSearchResult } from '@showroom/contract';
import { searchShowrooms } from '@showroom/core';
import { type Resource, useResource } from '@showroom/ui';
import { useCallback, useState } from 'react';
import { normalizeShowroomId, shouldSearch } from './showroom-id-input.ts';

/** The search's outcome: the first match, or `null` when no showroom has the ID. */
export type ShowroomSearch = Resource<ShowroomSearchResult | null>;

/**
 * The Showroom ID text and the search it triggers at exactly 8 characters; idle before that.
 * A failed search is an `error` (the API client has told the user through its catalogue).
 */
export function useShowroomSearch(initialId = '') {
  const [id, setId] = useState(() => normalizeShowroomId(initialId));
  const { state: search } = useResource(shouldSearch(id) ? id : null, (signal) =>
    searchShowrooms(id, { signal }).then((matches) => matches[0] ?? null),
  );
  const onInput = useCallback((raw: string) => setId(normalizeShowroomId(raw)), []);
  return { id, search, onInput };
}
