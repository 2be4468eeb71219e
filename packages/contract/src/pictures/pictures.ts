/**
 * Generated pictures (issue #13): the views the API draws of every product, and the version that
 * makes their URLs immutable. Bump `PICTURES_VERSION` when the drawings change, so browsers and
 * caches fetch the new ones instead of keeping year-old copies.
 */
export const PICTURES_VERSION = 'v2';

/**
 * - `thumb`: a small square for cards and cart lines;
 * - `detail`: the product page's main picture;
 * - `closeup`: the material (or the fixture's finish) seen close;
 * - `room`: the material or fixture in a small room view;
 * - `texture`: a seamless square at true scale, `TEXTURE_PATCH_INCHES` on a side, for 3D surfaces;
 * - `relief`: the same square's height, roughness and metalness (red, green, blue), for 3D light.
 */
export const PICTURE_VIEWS = ['thumb', 'detail', 'closeup', 'room', 'texture', 'relief'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

/** The views drawn as PNG for the 3D room (WebGL uploads them as they are). */
export const RASTER_PICTURE_VIEWS = ['texture', 'relief'] as const;
export type RasterPictureView = (typeof RASTER_PICTURE_VIEWS)[number];

export const isRasterView = (view: PictureView): view is RasterPictureView =>
  (RASTER_PICTURE_VIEWS as readonly string[]).includes(view);

/** What one texture square covers, in inches: 4 ft, a whole number of every catalogue tile size. */
export const TEXTURE_PATCH_INCHES = 48;

/** The texture and relief are raster; the other views are SVG. */
export function pictureFileExtension(view: PictureView): 'png' | 'svg' {
  return isRasterView(view) ? 'png' : 'svg';
}

/**
 * Where the API draws a product's view, relative to the API's base (`<origin>/api`):
 * `/pictures/{version}/product/{hash}/{view}.{svg|png}`. Core's picture URLs and embed.js's
 * preload of an embedded product's picture both build it here.
 */
export function drawnProductPicturePath(hash: string, view: PictureView): string {
  return `/pictures/${PICTURES_VERSION}/product/${encodeURIComponent(hash)}/${view}.${pictureFileExtension(view)}`;
}

/**
 * A drawn view's address under the API's base (`<origin>/api`), of one colour when `colour` (one of the
 * product's colour names) is given: core's picture URLs and the served first paint (decision 0129).
 */
export function drawnProductPictureUrl(
  apiBase: string,
  hash: string,
  view: PictureView,
  colour?: string | null,
): string {
  const url = `${apiBase}${drawnProductPicturePath(hash, view)}`;
  return colour ? `${url}?colour=${encodeURIComponent(colour)}` : url;
}

/**
 * The address of a picture the API names: an absolute address (or a `data:` one) as it is, else a path
 * under the API's base (a pro's logo is `pro_pictures/<token>.png`), so it loads on the platform and on a
 * pro's site alike.
 */
export function mediaUrlUnder(apiBase: string, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return path;
  return `${apiBase}/${path.replace(/^\/+/, '')}`;
}
