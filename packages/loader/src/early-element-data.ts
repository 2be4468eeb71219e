import { type EarlyResponses, earlyRequestPaths, firstPaintPaths } from '@showroom/contract/constants';
import { firstMatch, startEarlyRequest } from './early-showroom-search.ts';
import { showServedFirstPaint } from './served-first-paint.ts';

/**
 * Starts the first data of an element whose remote embed.js is about to load (it neared the viewport;
 * a later screen of a store, whose remote is here, asks itself), once the tag's showroom search answered
 * (decision 0128): the categories of a `<showroom-catalog>` without a category (the storefront, also
 * the store's first screen), the product of a `<showroom-product hash>`. Its widget's code then finds
 * the answer here or on its way, instead of asking only once that code has run. Nothing without a
 * `data-showroom`: core then asks at the prices of the showroom it selects. Both also get their first
 * paint as markup at once (decision 0129), not after the search: the storefront the pro's band (by the
 * tag's Showroom ID), the product its opening picture (by its hash alone, the same at every showroom).
 */
export function startElementData(
  element: Element,
  showroomId: string | null,
  search: Promise<unknown> | null,
  responses: EarlyResponses<Response>,
  apiOrigin: string,
): void {
  // The attributes as the elements read them, so the address is the one their code asks.
  const hash = element.localName === 'showroom-product' && element.getAttribute('hash');
  const storefront = element.localName === 'showroom-catalog' && !element.getAttribute('category');
  if (!hash && !storefront) return;
  const served = hash ? firstPaintPaths.product(hash) : showroomId && firstPaintPaths.storefront(showroomId);
  if (served) showServedFirstPaint(element, `${apiOrigin}/api/${served}`);
  search?.then((answer) => {
    const showroom = firstMatch(answer)?.id;
    if (!showroom) return;
    const path = hash ? earlyRequestPaths.product(hash, showroom) : earlyRequestPaths.menu(showroom);
    startEarlyRequest(responses, apiOrigin, path);
  });
}
