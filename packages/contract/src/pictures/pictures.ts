/**
 * Generated pictures (issue #13): the views the API draws of every product, and the version that
 * makes their URLs immutable. Bump `PICTURES_VERSION` when the drawings change, so browsers and
 * caches fetch the new ones instead of keeping year-old copies.
 */
export const PICTURES_VERSION = 'v1';

/**
 * - `thumb`: a small square for cards and cart lines;
 * - `detail`: the product page's main picture;
 * - `closeup`: the material (or the fixture's finish) seen close;
 * - `room`: the material or fixture in a small room view;
 * - `texture`: a seamless square at true scale, `TEXTURE_PATCH_INCHES` on a side, for 3D surfaces.
 */
export const PICTURE_VIEWS = ['thumb', 'detail', 'closeup', 'room', 'texture'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** What one texture square covers, in inches: 4 ft, a whole number of every catalogue tile size. */
export const TEXTURE_PATCH_INCHES = 48;

/** Textures are raster (WebGL uploads them as they are); the other views are SVG. */
export function pictureFileExtension(view: PictureView): 'png' | 'svg' {
  return view === 'texture' ? 'png' : 'svg';
}

/**
 * Where the API draws a product's view, relative to the API's base (`<origin>/api`):
 * `/pictures/{version}/product/{hash}/{view}.{svg|png}`. Core's picture URLs and embed.js's
 * preload of an embedded product's picture both build it here.
 */
export function drawnProductPicturePath(hash: string, view: PictureView): string {
  return `/pictures/${PICTURES_VERSION}/product/${encodeURIComponent(hash)}/${view}.${pictureFileExtension(view)}`;
}
