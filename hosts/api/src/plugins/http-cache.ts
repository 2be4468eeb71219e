import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * GET reads whose answer is the same for every caller: no token is read, none is ever in the answer.
 * A subset of public-reads.ts (the POST catalogue reads are not cacheable by browsers or CDNs).
 */
const CACHEABLE_READS: ReadonlySet<string> = new Set([
  'GET /api/visualization/showrooms',
  'GET /api/visualization/shop_profile',
  'GET /api/setting',
  'GET /api/public',
  'GET /api/menu_category_show_all/:id',
  'GET /api/product/:hash',
  'GET /api/brands',
]);

/**
 * As long as the server's own caches keep an answer (10 s), then a browser or CDN may answer stale
 * while it revalidates, which the ETag makes a 304 when nothing changed.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';

function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return (
    reply.statusCode === 200 &&
    request.routeOptions.config.access === 'public' &&
    CACHEABLE_READS.has(`${method} ${request.routeOptions.url}`)
  );
}

/** Adds Cache-Control and a strong ETag to the cacheable reads, and answers a matching If-None-Match with 304. */
export function httpCachePlugin(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !isCacheable(request, reply)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
