/**
 * The API calls embed.js starts before any widget's code has arrived (decision 0128), as paths under
 * `/api/`. Core's client asks them by these same functions: an early answer is taken only for the
 * exact address it was asked at.
 */
export const earlyRequestPaths = {
  /** The storefront's categories (`<showroom-store>`, a `<showroom-catalog>` without a category). */
  menu: (showroom: number) => `menu_category_show_all/${showroom}`,
  /** A product at a showroom's prices (`<showroom-product hash>`). */
  product: (hash: string, showroom: number) => `product/${encodeURIComponent(hash)}?showroom=${showroom}`,
};

/** How long an early answer waits to be taken; an older one may be out of date, and core asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/**
 * An answer embed.js asked for: when (`performance.now()`) and the response (null: failed). `R` is the
 * browser's `Response`, which this package (also the server's) does not know.
 */
export interface EarlyResponse<R> {
  readonly at: number;
  readonly response: Promise<R | null>;
}

/**
 * The early answers of a page by `earlyResponseKey`: embed.js adds, core takes each once. The key holds
 * the `Authorization` sent, so an answer asked for a visitor never serves the user they signed in as.
 */
export type EarlyResponses<R> = Map<string, EarlyResponse<R>>;

/** An early answer's key: the request's `Authorization` header and its whole address. */
export const earlyResponseKey = (authorization: string, url: string) => `${authorization} ${url}`;
