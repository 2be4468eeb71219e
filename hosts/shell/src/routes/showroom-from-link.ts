import { SHOWROOM_QUERY_PARAM, selectShowroomById } from '@showroom/core';

/**
 * An embed on a pro's site sends visitors here with `?showroom=<ID>`, because browser storage
 * does not cross origins. Select that showroom and drop the parameter from the address, so a
 * reload or a shared link does not keep re-selecting it. True when the address named a showroom.
 */
export function selectShowroomFromLink(): boolean {
  const url = new URL(window.location.href);
  const id = url.searchParams.get(SHOWROOM_QUERY_PARAM);
  if (!id) return false;
  url.searchParams.delete(SHOWROOM_QUERY_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  selectShowroomById(id).catch(() => {
    // A stale or mistyped link: the visitor can still enter an ID on the home page.
  });
  return true;
}
