import { type EarlyResponses, earlyRequestPaths, firstPaintPaths } from '@showroom/contract/constants';
import { firstMatch, startEarlyRequest } from './early-showroom-search.ts';
import { showServedFirstPaint } from './served-first-paint.ts';

/** The attributes as the elements read them, so an address is the one their code asks. */
function firstScreenOf(element: Element) {
  return {
    hash: element.localName === 'showroom-product' && element.getAttribute('hash'),
    storefront: element.localName === 'showroom-catalog' && !element.getAttribute('category'),
  };
}

/**
 * The first paint as markup (decision 0129) of a storefront or product on screen whose code is not here
 * yet, asked as soon as embed.js finds the element, before the page's first frame: the storefront the
 * pro's band (by the tag's Showroom ID), the product its opening picture (by its hash alone, the same at
 * every showroom). Nothing for an element below the first screen: its picture would compete with the
 * page's own.
 */
export function startFirstPaint(element: Element, showroomId: string | null, apiOrigin: string): void {
  const { hash, storefront } = firstScreenOf(element);
  const served = hash
    ? firstPaintPaths.product(hash)
    : storefront && showroomId && firstPaintPaths.storefront(showroomId);
  // Only then where it is: its box is a layout, which no other element of the page needs to cost.
  if (!served || customElements.get(element.localName) || element.getBoundingClientRect().top > innerHeight)
    return;
  showServedFirstPaint(element, `${apiOrigin}/api/${served}`);
}

/**
 * Starts the first data of an element whose remote embed.js is about to load (it neared the viewport;
 * a later screen of a store, whose remote is here, asks itself), once the tag's showroom search answered
 * (decision 0128): the categories of a `<showroom-catalog>` without a category (the storefront, also
 * the store's first screen), the product of a `<showroom-product hash>`. Its widget's code then finds
 * the answer here or on its way, instead of asking only once that code has run. Nothing without a
 * `data-showroom`: core then asks at the prices of the showroom it selects.
 */
export function startElementData(
  element: Element,
  search: Promise<unknown> | null,
  responses: EarlyResponses<Response>,
  apiOrigin: string,
): void {
  const { hash, storefront } = firstScreenOf(element);
  if (!hash && !storefront) return;
  search?.then((answer) => {
    const showroom = firstMatch(answer)?.id;
    if (!showroom) return;
    const path = hash ? earlyRequestPaths.product(hash, showroom) : earlyRequestPaths.menu(showroom);
    startEarlyRequest(responses, apiOrigin, path);
  });
}
