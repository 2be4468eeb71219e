import helmet from '@fastify/helmet';
import { SHELL_BASE_PATH } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Paths whose responses other origins must be able to load with plain <script>/<img> tags: pros' sites
 * load embed.js, remoteEntry.js and chunks from /showroom/, so those need
 * Cross-Origin-Resource-Policy: cross-origin instead of helmet's same-origin.
 */
const CROSS_ORIGIN_PREFIXES = [`${SHELL_BASE_PATH}/`];

/** One year, sub-domains included (helmet's default value, OWASP's recommendation). */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
    // Sent below, and only over https: on plain http the header is meaningless (RFC 6797 §7.2), and a
    // host that answers both would tell browsers to try https where none may be configured.
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    // `protocol` is the socket's, or X-Forwarded-Proto's only when the proxy is trusted (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url;
    if (CROSS_ORIGIN_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
}
