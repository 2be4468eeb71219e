import { earlyRequestPaths } from '@showroom/contract';
import { api, selectShowroomById, showroomSelection, whenPriceShowroomKnown } from '@showroom/core';
import { catalogSchemas } from '../../shared/catalog-schemas.ts';
import { loadEarly, takeEarly } from '../../shared/early-load.ts';

const keyOf = (hash: string, showroom: number) => `product:${hash}:${showroom}`;

// The address embed.js asks early for a `<showroom-product>` (decision 0128).
function fetchDetail(hash: string, showroom: number, signal?: AbortSignal) {
  return api
    .get(earlyRequestPaths.product(hash, showroom), {
      schema: catalogSchemas().then((contract) => contract.productDetailResponseSchema),
      ...(signal && { signal }),
      silent: true,
    })
    .then((response) => response.data.data);
}

/**
 * A shared link (`/product/{hash}/{vsd_id}`) opened by someone in no showroom yet enters the
 * sender's; a visitor already in a showroom keeps theirs (they chose it; the link only names where
 * it was copied).
 */
export function enterLinkedShowroom(vsdId: string | undefined): void {
  if (vsdId && !showroomSelection.current()) selectShowroomById(vsdId).catch(() => {});
}

/** Asks for the product, then its big picture, while the detail's code is still on its way. */
export function loadProductDetailEarly(hash: string): void {
  if (!hash) return;
  whenPriceShowroomKnown((showroom) =>
    loadEarly(keyOf(hash, showroom), () =>
      fetchDetail(hash, showroom).then((product) => {
        // Its own chunk: the gallery's rules come with the catalogue's schemas, which the answer
        // has just been read with, and the elements' early requests stay small (decision 0130).
        import('./first-gallery-picture.ts')
          .then(({ warmFirstGalleryPicture }) => warmFirstGalleryPicture(product))
          .catch(() => {});
        return product;
      }),
    ),
  );
}

/** The product at the showroom's prices: the early answer if one was started, else a new request. */
export function loadProductDetail(hash: string, showroom: number, signal: AbortSignal) {
  return takeEarly(keyOf(hash, showroom), () => fetchDetail(hash, showroom, signal));
}
