import { routeSearch } from '@showroom/contract';
import { currentPath } from '@showroom/core';
import { useEffect, useState } from 'react';
import { EMPTY_LIST_QUERY, type ListQuery, readListQuery, writeListQuery } from '../../rules/list-query.ts';

function queryOfAddress(): ListQuery {
  const path = currentPath();
  return readListQuery(new URLSearchParams(routeSearch(path)));
}

/**
 * The list's query. On a shell route it lives in the address bar (a change pushes a history
 * entry; back and forward bring the old list back); inside an embedded element the host page
 * owns the address, so it stays in component state.
 */
export function useListQuery(inAddress: boolean): [ListQuery, (next: ListQuery) => void] {
  const [query, setQuery] = useState(() => (inAddress ? queryOfAddress() : EMPTY_LIST_QUERY));
  useEffect(() => {
    if (!inAddress) return;
    const follow = () => setQuery(queryOfAddress());
    globalThis.addEventListener('popstate', follow);
    return () => globalThis.removeEventListener('popstate', follow);
  }, [inAddress]);
  const change = (next: ListQuery) => {
    setQuery(next);
    if (!inAddress) return;
    const search = writeListQuery(next).toString();
    // Same path, new query: pushState keeps the shell's router on this route.
    history.pushState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
  };
  return [query, change];
}
