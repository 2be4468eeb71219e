import { drawnProductPictureUrl, isRasterView, PICTURES_VERSION, type PictureView } from '@showroom/contract';
import { apiBaseUrl } from './api-config.ts';
import { mediaUrl } from './media-url.ts';

/** Where the API's generated pictures live; absolute, so embedded widgets load them from the platform. */
function picturesBase(): string {
  return `${apiBaseUrl()}/pictures/${PICTURES_VERSION}`;
}

/**
 * The picture to show for a product: its photo (a vendor's upload is a path under the API root), else the picture the API draws of it
 * (`GET /api/pictures/{version}/product/{hash}/{view}.{svg|png}`, public and immutable), so no
 * product is a blank box. A texture or relief is always the drawn one: a photo has no known scale. With
 * `colour` (one of the product's colour names) the drawing is of that colour alone (`?colour=`).
 */
export function productPictureUrl(
  product: { photo: string | null; hash: string },
  view: PictureView = 'thumb',
  colour?: string | null,
): string {
  if (product.photo && !isRasterView(view)) return mediaUrl(product.photo);
  return drawnProductPictureUrl(apiBaseUrl(), product.hash, view, colour);
}

/** A category's drawn tile picture (`GET /api/pictures/{version}/category/{slug}.svg`). */
export function categoryPictureUrl(slug: string): string {
  return `${picturesBase()}/category/${encodeURIComponent(slug)}.svg`;
}

/** A brand's drawn logo (`GET /api/pictures/{version}/brand/{slug}.svg`). */
export function brandLogoUrl(slug: string): string {
  return `${picturesBase()}/brand/${encodeURIComponent(slug)}.svg`;
}
