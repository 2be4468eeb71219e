import type { ProductDetail } from '@showroom/contract/catalog';
import { openingColour } from '@showroom/contract/catalog';
import { galleryViews } from './gallery-views.ts';

/** The big picture a product page opens with: the first view of its gallery in its opening colour. */
export function firstGalleryPicture(product: ProductDetail): string | undefined {
  return galleryViews(product, openingColour(product))[0]?.src;
}

/**
 * Starts loading the product page's big picture as soon as the product's data is here, while the
 * page's own code may still be on its way: it is the page's largest paint, and the gallery would ask
 * for it only once that code has run. An `Image` not in the page (a widget adds nothing to the host
 * page); the gallery's `<img>` of the same address then takes it from the document's image cache.
 * On a pro's page the product's data is already there (embed.js asked it, decision 0128), so this
 * runs as soon as the detail's schema has arrived.
 */
export function warmFirstGalleryPicture(product: ProductDetail): void {
  const src = firstGalleryPicture(product);
  if (!src || typeof Image === 'undefined') return;
  const picture = new Image();
  picture.fetchPriority = 'high';
  picture.src = src;
}
