import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { OriginAllowList } from '../services/showrooms/site-origins.ts';

/** Every header the client sends (spec §7) plus Idempotency-Key for payments and orders. */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'AuthorizationAI',
  'Content-Type',
  'Accept',
  'X-Requested-With',
  'Idempotency-Key',
];

/**
 * CORS for the platform origin and pros' registered sites only. A disallowed origin gets no
 * Access-Control-* headers (the browser then blocks the read). No cookies: auth is a bearer token,
 * so credentials stay off.
 */
export async function corsPlugin(app: FastifyInstance, allowList: OriginAllowList): Promise<void> {
  await app.register(cors, {
    origin: (origin, callback) => {
      if (!origin) return callback(null, false);
      allowList.allows(origin).then(
        (allowed) => callback(null, allowed),
        (error: Error) => callback(error, false),
      );
    },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    // An embedded widget's 429 toast says how long to wait, so its page must be able to read this.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
