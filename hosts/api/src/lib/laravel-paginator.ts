import type { Paginator } from '@showroom/contract';

export interface PageRequest {
  page: number;
  perPage: number;
  /** Absolute URL of the list without a query, e.g. `http://host/api/notification`. */
  path: string;
  /** Query parameters every page link keeps (besides `page`). */
  keep?: Record<string, string>;
}

const ON_EACH_SIDE = 3;

/**
 * Laravel's LengthAwarePaginator as JSON (what the spec's client and its Pagination widget read),
 * including the `links` window: every page when there are few, otherwise first two, a slider around the
 * current page and last two, separated by "...".
 */
export function laravelPaginator<T>(items: T[], total: number, request: PageRequest): Paginator<T> {
  const { page, perPage, path } = request;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const urlFor = (n: number) => `${path}?${new URLSearchParams({ ...request.keep, page: String(n) })}`;
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  const pageLink = (n: number) => ({ url: urlFor(n), label: String(n), active: n === page });
  const links = [
    { url: page > 1 ? urlFor(page - 1) : null, label: '&laquo; Previous', active: false },
    ...pageWindow(page, lastPage).map((n) =>
      n === null ? { url: null, label: '...', active: false } : pageLink(n),
    ),
    { url: page < lastPage ? urlFor(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    current_page: page,
    data: items,
    first_page_url: urlFor(1),
    from,
    last_page: lastPage,
    last_page_url: urlFor(lastPage),
    links,
    next_page_url: page < lastPage ? urlFor(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? urlFor(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}

/** Laravel's UrlWindow: page numbers to show, null for a "..." gap. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const range = (start: number, end: number) => Array.from({ length: end - start + 1 }, (_, i) => start + i);
  if (lastPage < ON_EACH_SIDE * 2 + 8) return range(1, lastPage);
  const window = ON_EACH_SIDE + 4;
  const start = [1, 2];
  const finish = [lastPage - 1, lastPage];
  if (page <= window) return [...range(1, window + ON_EACH_SIDE), null, ...finish];
  if (page > lastPage - window)
    return [...start, null, ...range(lastPage - (window + ON_EACH_SIDE - 1), lastPage)];
  return [...start, null, ...range(page - ON_EACH_SIDE, page + ON_EACH_SIDE), null, ...finish];
}
