import type { FastifyRequest } from 'fastify';

/**
 * The API calls any web page may make, whether or not a pro registered its origin: credential-less
 * reads of public data (showroom search, shop profile, settings, the catalogue). None of these routes
 * reads a token and none changes data, so answering them to every origin gives away nothing that
 * `curl` would not. Some catalogue reads are POSTs (spec §7), so the list is by method and route
 * pattern. Every other /api route needs a registered origin; a new public read must be added here.
 */
const PUBLIC_READS: ReadonlySet<string> = new Set([
  'GET /api/visualization/showrooms',
  'GET /api/visualization/shop_profile',
  'GET /api/setting',
  'GET /api/public',
  'GET /api/menu_category_show_all/:id',
  'POST /api/visualization/products',
  'GET /api/product/:hash',
  'GET /api/product/:hash/picture.png',
  'GET /api/pictures/:version/product/:hash/:view.svg',
  'GET /api/pictures/:version/product/:hash/texture.png',
  'GET /api/pictures/:version/product/:hash/relief.png',
  'GET /api/pictures/:version/category/:slug.svg',
  'GET /api/pictures/:version/brand/:slug.svg',
  'POST /api/top_products',
  'POST /api/customer_also_viewed',
  'POST /api/recently_viewed',
  'GET /api/brands',
  // First paints as markup with their rules (decision 0129): what the shop profile and the product say.
  'GET /api/first_paint/storefront/:vsd_id',
  'GET /api/first_paint/product/:hash',
  // Not a read, but a report any page running the tag sends, registered or not (decision 0087): an
  // unregistered site is the first problem embed health shows the pro. It reads no token.
  'POST /api/embed_health',
  // Not a read either: a widget's visit counted for the pro's console (decision 0088). It reads no token
  // and only raises a day's counter; refused, every page of an unregistered site logged a CORS failure.
  'POST /api/visits',
]);

/** The declared public reads, as `METHOD /route/pattern` (for tests). */
export const publicReads = (): readonly string[] => [...PUBLIC_READS];

/**
 * True for a public read, and for everything outside /api (the shell, embed.js, remotes and their
 * chunks, which pages load from any origin). An unknown /api path is not public, and neither is a
 * listed route whose declared access (route-access.ts) is no longer `public`.
 */
export function isPublicRead(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return true;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return (
    request.routeOptions.config.access === 'public' &&
    PUBLIC_READS.has(`${method} ${request.routeOptions.url}`)
  );
}
