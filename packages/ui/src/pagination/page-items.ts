import type { Paginator } from '@showroom/contract';

/** One slot of the page list: a page button, or a gap ("…") between page runs. */
export type PageItem = { readonly kind: 'page'; readonly page: number } | { readonly kind: 'gap' };

export type PaginatorLinks = Pick<Paginator<unknown>, 'current_page' | 'last_page' | 'links'>;

/** Pages either side of the current one when the server sent no page links (Laravel's default is 3). */
const EACH_SIDE = 2;

/**
 * The page list a Laravel paginator describes. Its `links` already hold the window (first pages,
 * "...", pages around the current one, "...", last pages) between the Previous and Next entries;
 * those two are left out because the widget draws its own arrows. Without numeric links the
 * window is built from `last_page`, so a bare `{ current_page, last_page }` still paginates.
 */
export function pageItems({ current_page, last_page, links }: PaginatorLinks): PageItem[] {
  const fromLinks: PageItem[] = [];
  for (const link of links) {
    const label = link.label.trim();
    if (/^\d+$/.test(label)) fromLinks.push({ kind: 'page', page: Number(label) });
    else if (label === '...' || label === '…') fromLinks.push({ kind: 'gap' });
  }
  if (fromLinks.some((item) => item.kind === 'page')) return fromLinks;
  return windowItems(current_page, last_page);
}

function windowItems(current: number, last: number): PageItem[] {
  const items: PageItem[] = [];
  let previous = 0;
  for (let page = 1; page <= last; page++) {
    const nearCurrent = Math.abs(page - current) <= EACH_SIDE;
    if (page !== 1 && page !== last && !nearCurrent) continue;
    if (page - previous > 1) items.push({ kind: 'gap' });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
