import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHELL_BASE_PATH } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Paths whose responses other origins must be able to load with plain <script>/<img> tags: pros' sites
 * load embed.js, remoteEntry.js and chunks from /showroom/, so those need
 * Cross-Origin-Resource-Policy: cross-origin instead of helmet's same-origin.
 */
const CROSS_ORIGIN_PREFIXES = [`${SHELL_BASE_PATH}/`];

/** One year, sub-domains included (helmet's default value, OWASP's recommendation). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // No 'unsafe-inline': the shell and the widgets apply their CSS as constructable sheets
      // (CSSOM, which style-src does not govern; decision 0078).
      styleSrc: ["'self'"],
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
};

/**
 * Helmet's headers for these options, worked out once. They depend on nothing in the request (no CSP
 * nonces), and @fastify/helmet rebuilt helmet and re-parsed the CSP on every request: ~12 % of the
 * CPU of a cached public read (issue #11, hot reads).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    // Helmet removes X-Powered-By; Fastify never sets it.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Helmet's headers on every response, errors included (set on request, before any handler). */
export function securityHeadersPlugin(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // `protocol` is the socket's, or X-Forwarded-Proto's only when the proxy is trusted (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url;
    if (CROSS_ORIGIN_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done();
  });
}
