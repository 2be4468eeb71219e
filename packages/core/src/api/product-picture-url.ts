import { apiBaseUrl } from './api-config.ts';

/**
 * The picture to show for a product: its photo, else the picture the API draws of its colours
 * (`GET /api/product/{hash}/picture.png`, public and cached), so no line is a blank box. Absolute,
 * so an embedded widget loads it from the platform, not from the pro's site.
 */
export function productPictureUrl(product: { photo: string | null; hash: string }): string {
  return product.photo ?? `${apiBaseUrl()}/product/${encodeURIComponent(product.hash)}/picture.png`;
}
