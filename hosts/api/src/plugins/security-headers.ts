import helmet from '@fastify/helmet';
import { SHELL_BASE_PATH } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Paths whose responses other origins must be able to load with plain <script>/<img> tags: pros' sites
 * load embed.js, remoteEntry.js and chunks from /showroom/, so those need
 * Cross-Origin-Resource-Policy: cross-origin instead of helmet's same-origin.
 */
const CROSS_ORIGIN_PREFIXES = [`${SHELL_BASE_PATH}/`];

/**
 * Helmet on every response, errors included (its hook runs on request, before any handler).
 * The CSP is written for the shell HTML; on JSON it is harmless.
 */
export async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // 'unsafe-inline' for styles only: widgets render their CSS as <style> elements inside their
        // shadow roots, which a hash or nonce cannot cover for styles built at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        // The shell is never framed; embedding happens through embed.js, not iframes.
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    if (CROSS_ORIGIN_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
