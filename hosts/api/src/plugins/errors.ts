import { MESSAGES, REQUEST_MESSAGES } from '@showroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { shellRedirectFor } from './shell-redirect.ts';

/** Methods a 405 can list; OPTIONS belongs to CORS preflight and HEAD follows GET. */
const ROUTABLE_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: MESSAGES.notFoundFallback });
}

/**
 * Laravel-shaped error bodies (spec §7/§8): unknown path → 404 (a browser's page request outside the
 * API → a redirect to the shell instead), known path with another method → 405
 * (with Allow), validation → 422 (thrown as HttpError by validate.ts), framework client errors keep
 * their status, and anything unexpected → 500 with the fallback message. Stack traces are logged,
 * never sent. Called on the root instance (not registered) so the handlers cover every route.
 */
export function errorsPlugin(app: FastifyInstance): void {
  const routes = new RouteTable();
  app.addHook('onRoute', (route) => routes.add(route.url, route.method));

  app.setNotFoundHandler((request, reply) => {
    // A browser opening an unknown page gets the shell, never the API's JSON (302: these are
    // mistaken or old links, not moved resources worth remembering).
    const shell = shellRedirectFor(request);
    if (shell) return reply.redirect(shell);
    const allowed = routes.methodsFor(pathOf(request));
    if (allowed.length === 0 || allowed.includes(request.method)) return sendNotFound(reply);
    return reply.code(405).header('allow', allowed.join(', ')).send({ message: MESSAGES.methodNotAllowed });
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    const status = statusOf(error);
    if (status >= 400 && status < 500) {
      // Framework client errors (malformed JSON, body too large, unsupported media type): their texts are safe.
      const message = error instanceof Error ? error.message : MESSAGES.invalidGiven;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.serverErrorFallback });
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path with bad percent-encoding, a
 * path parameter over its length limit) come here instead of the error handler. Its default answer
 * names the internal error code and echoes the path; this one keeps the status and says it plainly.
 */
export function sendFrameworkError(error: unknown, _request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  reply.code(status >= 400 && status < 500 ? status : 400).send({ message: REQUEST_MESSAGES.badUrl });
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number') return statusCode;
  }
  return 500;
}

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '/';
  // The router ignores trailing slashes, so the 405 check does too.
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Route patterns turned into regular expressions, to tell "no such path" from "wrong method". */
class RouteTable {
  private readonly patterns = new Map<string, { regex: RegExp; methods: Set<string> }>();

  add(url: string, method: string | string[]): void {
    if (url === '*') return;
    const methods = (Array.isArray(method) ? method : [method]).filter((m) => ROUTABLE_METHODS.has(m));
    if (methods.length === 0) return;
    const entry = this.patterns.get(url) ?? { regex: toRegex(url), methods: new Set<string>() };
    for (const m of methods) entry.methods.add(m);
    this.patterns.set(url, entry);
  }

  methodsFor(path: string): string[] {
    const methods = new Set<string>();
    for (const { regex, methods: routeMethods } of this.patterns.values()) {
      if (regex.test(path)) for (const m of routeMethods) methods.add(m);
    }
    return [...methods];
  }
}

function toRegex(url: string): RegExp {
  const trimmed = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  const source = trimmed
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}
