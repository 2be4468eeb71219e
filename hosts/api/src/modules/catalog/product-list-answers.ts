import { DEFAULT_PRODUCT_PAGE_SIZE, type ProductListResponse } from '@showroom/contract/catalog';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { LoadingCache } from '../../lib/loading-cache.ts';
import { SerializedAnswer } from '../../lib/serialized-answers.ts';
import { listQueryKey, type NormalisedListQuery } from './list-query.ts';
import type { ProductListing } from './product-listing.ts';
import type { ShowroomContext, ShowroomContexts } from './showroom-context.ts';

/**
 * Whole answers, serialized, by normalised request. The list is the catalogue's hottest call and its
 * JSON (a page of cards plus the facets) is most of its cost once the pages are cached below it.
 * Refreshed behind the request after 30 s, from the page cache (fresh for longer, so a refresh costs no
 * query: on PGlite a query blocks the event loop); dropped after 5 minutes unused.
 */
const ANSWER_FRESH_MS = 30_000;
const ANSWER_DROP_MS = 300_000;
/** ~9 KB an answer at 10 cards a page, ~45 KB at 100. */
const ANSWER_MAX_ENTRIES = 1_000;
/**
 * Counted as twice its JSON: room for its brotli and gzip forms, kept with it once a request asks for
 * them (together well under the JSON's own size).
 */
const ANSWER_MAX_BYTES = 32_000_000;
const answerSize = (answer: SerializedAnswer) => 2 * answer.bytes;

export interface ProductListAnswers {
  /** The answer of `POST /api/visualization/products` for a query; rejects with a 404 HttpError. */
  answer(query: NormalisedListQuery): Promise<SerializedAnswer>;
  /** Answers held now (tests prove junk fields make no new ones). */
  readonly size: number;
  /** Drops every answer: the catalogue changed (decision 0094). */
  forgetAll(): void;
}

export function createProductListAnswers(deps: {
  showrooms: ShowroomContexts;
  listing: ProductListing;
  platformOrigin: string;
}): ProductListAnswers {
  const answers = new LoadingCache<string, SerializedAnswer>({
    maxEntries: ANSWER_MAX_ENTRIES,
    maxBytes: ANSWER_MAX_BYTES,
    sizeOf: answerSize,
    freshMs: ANSWER_FRESH_MS,
    staleMs: ANSWER_DROP_MS,
  });

  const load = async (query: NormalisedListQuery, context: ShowroomContext): Promise<SerializedAnswer> => {
    const page = await deps.listing.list(query, context);
    // A POST list: the links only carry page numbers (and a non-default size) for the Pagination widget.
    const keep: Record<string, string> =
      page.perPage === DEFAULT_PRODUCT_PAGE_SIZE ? {} : { per_page: String(page.perPage) };
    const paginator = laravelPaginator(page.items, page.total, {
      page: page.page,
      perPage: page.perPage,
      path: `${deps.platformOrigin}/api/visualization/products`,
      keep,
    });
    const response: ProductListResponse = {
      success: true,
      message: '',
      data: { ...paginator, category: page.category, facets: page.facets },
    };
    return new SerializedAnswer(JSON.stringify(response));
  };

  return {
    // The markup is part of the key, so a changed markup is a new entry, never a stale price. An
    // unknown showroom's 404 is thrown before the cache.
    async answer(query) {
      const context = await deps.showrooms.resolve(query.showroom);
      return answers.getOrLoad(`${context.markupPercent}:${listQueryKey(query)}`, () => load(query, context));
    },
    get size() {
      return answers.size;
    },
    forgetAll: () => answers.clear(),
  };
}
