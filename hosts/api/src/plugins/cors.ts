import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { formatMessage } from '@showroom/contract';
import {
  ORIGIN_UNREGISTERED_HEADER,
  proEmbedsConsoleUrl,
  SITE_ORIGIN_MESSAGES,
} from '@showroom/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import type { OriginAllowList } from '../modules/showrooms/index.ts';
import { isPublicRead } from './public-reads.ts';

/**
 * Every header the client sends (spec §7) plus Idempotency-Key for payments and orders, and
 * Last-Event-ID for the live stream's resume (decision 0093).
 */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'AuthorizationAI',
  'Content-Type',
  'Accept',
  'X-Requested-With',
  'Idempotency-Key',
  'Last-Event-ID',
];

const BASE_OPTIONS = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  // Listed by name: a `*` would not cover Authorization, which the client sends on every call.
  allowedHeaders: CORS_ALLOWED_HEADERS,
  // An embedded widget's 429 toast says how long to wait, and its "site not registered" message
  // needs to know why a call was refused, so its page must be able to read these.
  exposedHeaders: ['Retry-After', ORIGIN_UNREGISTERED_HEADER],
  maxAge: 600,
} satisfies FastifyCorsOptions;

/** The three answers of the delegator below, built once. */
const NO_CORS: FastifyCorsOptions = { ...BASE_OPTIONS, origin: false };
const ALLOW_ORIGIN: FastifyCorsOptions = { ...BASE_OPTIONS, origin: true };
const ALLOW_ANY: FastifyCorsOptions = { ...BASE_OPTIONS, origin: '*' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's Origin when no active pro registered it (and it is not the platform), else null. */
    unregisteredOrigin: string | null;
  }
}

/**
 * Only the showroom search is marked: it is the request embed.js already sends at load, and the
 * other public reads (pictures, the catalogue) stay one answer for every origin in shared caches.
 */
const isShowroomSearch = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.url === '/api/visualization/showrooms';

/** The mark differs by Origin, so a shared cache must not hand it to a registered site. */
function markUnregistered(reply: FastifyReply, forThePro: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
  reply.header(ORIGIN_UNREGISTERED_HEADER, forThePro);
}

/**
 * CORS decided per origin and per call (decision 0034):
 * - the platform and pros' registered sites: their own origin is allowed, on every call;
 * - any other origin: `*` (never credentials; auth is a bearer token, not a cookie), preflights
 *   included, so the browser always lets the page read the answer. Public reads are answered as
 *   usual (the showroom search, which embed.js sends at load, marked with ORIGIN_UNREGISTERED_HEADER
 *   so that it tells the pro at once, decision 0077); every other call is refused before its handler with a 403: the widget shows its message
 *   to the visitor and logs the same header, which tells the pro which origin to register and
 *   where. Nothing fails silently in the browser.
 * A request without an Origin (same-origin GETs, server-to-server) gets no CORS headers.
 */
export async function corsPlugin(app: FastifyInstance, allowList: OriginAllowList): Promise<void> {
  app.decorateRequest('unregisteredOrigin', null);
  await app.register(cors, {
    // The callback form, answered at once for the usual case (no Origin): no promise per request.
    delegator: (request, callback) => {
      const { origin } = request.headers;
      if (!origin) {
        callback(null, NO_CORS);
        return;
      }
      allowList.allows(origin).then((allowed) => {
        if (allowed) {
          callback(null, ALLOW_ORIGIN);
          return;
        }
        request.unregisteredOrigin = origin;
        callback(null, ALLOW_ANY);
      }, callback);
    },
  });
  // Added after the CORS hook, so the refusal carries the CORS headers the page needs to read it.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.unregisteredOrigin;
    if (origin === null || request.method === 'OPTIONS') {
      done();
      return;
    }
    const forThePro = formatMessage(SITE_ORIGIN_MESSAGES.registerSite, {
      origins: origin,
      console: proEmbedsConsoleUrl(allowList.platformOrigin),
    });
    if (isPublicRead(request)) {
      if (isShowroomSearch(request)) markUnregistered(reply, forThePro);
      done();
      return;
    }
    done(
      new HttpError(
        403,
        { message: SITE_ORIGIN_MESSAGES.siteNotRegistered },
        { [ORIGIN_UNREGISTERED_HEADER]: forThePro },
      ),
    );
  });
}
