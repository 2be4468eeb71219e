import { useEffect, useState } from 'react';

/** One page of a list answer, as the API's paged lists send it. */
export interface PagedAnswer<T> {
  readonly data: readonly T[];
  readonly total: number;
}

export interface PagedList<P extends PagedAnswer<unknown>> {
  readonly status: 'loading' | 'ready' | 'error';
  /** Every page loaded so far, in order. */
  readonly items: readonly P['data'][number][];
  readonly total: number;
  /** The first page's whole answer (e.g. a list's facets); kept while the next key's first page loads. */
  readonly first: P | null;
  /** Loads the next page under the ones shown ("More"). */
  readonly more: () => void;
  /** Loads the page that failed again. */
  readonly retry: () => void;
}

type Loaded<P extends PagedAnswer<unknown>> = Pick<PagedList<P>, 'status' | 'items' | 'total' | 'first'>;

/**
 * A list loaded page by page, each page appended ("More"): `load(page, signal)` runs for page 1
 * whenever `key` changes (`null`: nothing to load, an empty ready list), then for each `more()`.
 * The request a newer key or page replaces is aborted and its answer ignored; `retry()` asks for
 * the failed page again. `key` stands for everything `load` reads.
 */
export function usePagedList<P extends PagedAnswer<unknown>>(
  key: string | null,
  load: (page: number, signal: AbortSignal) => Promise<P>,
): PagedList<P> {
  // The page and attempt belong to a key: a new key starts again from page 1.
  const [paging, setPaging] = useState({ key, page: 1, attempt: 0 });
  const page = paging.key === key ? paging.page : 1;
  const attempt = paging.key === key ? paging.attempt : 0;
  const [loaded, setLoaded] = useState<Loaded<P>>({ status: 'loading', items: [], total: 0, first: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads; `attempt` is the retry trigger.
  useEffect(() => {
    if (key === null) {
      setLoaded({ status: 'ready', items: [], total: 0, first: null });
      return;
    }
    const controller = new AbortController();
    setLoaded((current) => ({ ...current, status: 'loading', ...(page === 1 && { items: [] }) }));
    load(page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setLoaded((current) => ({
          status: 'ready',
          items: page === 1 ? answer.data : [...current.items, ...answer.data],
          total: answer.total,
          first: page === 1 || current.first === null ? answer : current.first,
        }));
      },
      () => {
        if (!controller.signal.aborted) setLoaded((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [key, page, attempt]);

  return {
    ...loaded,
    more: () => setPaging({ key, page: page + 1, attempt }),
    retry: () => setPaging({ key, page, attempt: attempt + 1 }),
  };
}
