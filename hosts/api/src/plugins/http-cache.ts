import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SerializedAnswer, strongEtag } from '../lib/serialized-answers.ts';
import { isPublicRead } from './public-reads.ts';

/**
 * As long as the server's own caches keep an answer (10 s), then a browser or CDN may answer stale
 * while it revalidates, which the ETag makes a 304 when nothing changed.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';

/**
 * The public reads (the same for every caller: no token read, none in the answer) fetched by GET; the
 * POST catalogue reads are not cacheable by browsers or CDNs. Static files (outside /api) and the
 * product picture (a Buffer, with its own longer Cache-Control) are left as they are.
 */
function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    reply.statusCode === 200 &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.url.startsWith('/api/') &&
    isPublicRead(request)
  );
}

/**
 * Sends a public read's ready JSON with its ETag, so the hook below neither serialises nor hashes it
 * again. Only for the public reads' 200s (the hook still decides Cache-Control and 304).
 */
export function sendSerialized(reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.json);
}

/** Adds Cache-Control and a strong ETag to the cacheable reads, and answers a matching If-None-Match with 304. */
export function httpCachePlugin(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || !isCacheable(request, reply)) {
      done(null, payload);
      return;
    }
    const etag = (reply.getHeader('etag') as string | undefined) ?? strongEtag(payload);
    reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
