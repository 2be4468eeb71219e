import { SHELL_BASE_PATH } from '@showroom/contract';
import type { FastifyRequest } from 'fastify';

/** Paths that are not pages: the API keeps its JSON 404, the shell's own misses are handled under it. */
const NOT_A_PAGE = /^\/(api|showroom)(\/|$)/;

/** Whether a browser asks for a page (navigation requests accept text/html). */
export function acceptsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

/**
 * Where a browser asking for an unknown page outside /showroom/ and /api/ is sent: the same path
 * under the shell, query kept (`/product/abc?x=1` → `/showroom/product/abc?x=1`), so an old or
 * mistaken link opens the page it meant, or the shell's own 404 page. Null for anything else.
 */
export function shellRedirectFor(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!acceptsHtml(request)) return null;
  const path = request.url.split('?', 1)[0] ?? '';
  if (NOT_A_PAGE.test(path)) return null;
  return `${SHELL_BASE_PATH}${request.url}`;
}
