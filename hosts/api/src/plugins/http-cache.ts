import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COMPRESS_MIN_BYTES,
  codedEtag,
  compress,
  preferredCoding,
  varyOnAcceptEncoding,
} from '../lib/content-coding.ts';
import { type SerializedAnswer, strongEtag } from '../lib/serialized-answers.ts';
import { isPublicRead } from './public-reads.ts';

/**
 * As long as the server's own caches keep an answer (10 s), then a browser or CDN may answer stale
 * while it revalidates, which the ETag makes a 304 when nothing changed.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';

/**
 * The public reads' JSON 200s (the same for every caller: no token read, none in the answer). Only
 * these are compressed: a compressed answer that holds a secret beside text an attacker can reflect
 * into it leaks the secret through its length (BREACH), and a public read holds no secret. Static
 * files (outside /api) have their own precompressed twins; the product picture is a Buffer.
 */
function isPublicAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  return reply.statusCode === 200 && request.url.startsWith('/api/') && isPublicRead(request);
}

/** GET reads are cacheable by browsers and CDNs; the POST catalogue reads are not. */
const isCacheable = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/** The ready answer each reply is sending, so the hook below finds its ETag and compressed forms. */
const readyAnswers = new WeakMap<FastifyReply, SerializedAnswer>();

/**
 * Sends a public read's ready answer, so the hook below neither serialises, hashes nor compresses it
 * again. Only for the public reads' 200s (the hook still decides the coding, Cache-Control and 304).
 */
export function sendSerialized(reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  readyAnswers.set(reply, answer);
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

type Done = (error: Error | null, payload?: string | Buffer) => void;

/** Sends the coded body once it is ready; a failed compression becomes an error answer, uncoded. */
function sendCoded(reply: FastifyReply, body: Buffer | Promise<Buffer>, done: Done): void {
  if (Buffer.isBuffer(body)) {
    done(null, body);
    return;
  }
  body.then(
    (coded) => done(null, coded),
    (error: Error) => {
      for (const header of ['content-encoding', 'etag', 'cache-control']) reply.removeHeader(header);
      done(error);
    },
  );
}

/**
 * For the public reads' 200s: answers in br or gzip when the request accepts it and the JSON is at
 * least COMPRESS_MIN_BYTES (a ready answer's compressed bytes are kept with it; any other is
 * compressed per request), with `Vary: Accept-Encoding`. The GET reads also get Cache-Control and a
 * strong ETag per coding, and a matching If-None-Match gets a 304 before anything is compressed.
 */
export function httpCachePlugin(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || !isPublicAnswer(request, reply)) {
      done(null, payload);
      return;
    }
    const ready = readyAnswers.get(reply);
    const answer = ready?.json === payload ? ready : undefined;
    const large = (answer ? answer.bytes : Buffer.byteLength(payload)) >= COMPRESS_MIN_BYTES;
    const coding = large ? preferredCoding(request.headers['accept-encoding']) : null;
    if (large) varyOnAcceptEncoding(reply);
    if (isCacheable(request)) {
      const etag = codedEtag(answer ? answer.etag : strongEtag(payload), coding);
      reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        done(null, '');
        return;
      }
    }
    if (!coding) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', coding);
    sendCoded(reply, answer ? answer.encoded(coding) : compress(coding, payload), done);
  });
}
