import { SHELL_BASE_PATH } from '@showroom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The site icon: a tile grid in the shell's theme colour, small enough to live in code. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f766e"/><path fill="#fff" d="M7 7h8v8H7zm10 0h8v8h-8zM7 17h8v8H7zm10 0h8v8h-8z"/></svg>';

/** Where the shell's `<link rel="icon">` points. */
export const FAVICON_PATH = `${SHELL_BASE_PATH}/favicon.svg`;

/**
 * Serves the icon at the shell's link and at `/favicon.ico`, which browsers (and crawlers) ask for on
 * their own: the answer there is the same SVG with its real type, which browsers render as an icon.
 */
export function faviconPlugin(app: FastifyInstance): void {
  const send = (_request: unknown, reply: FastifyReply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG);
  app.get('/favicon.ico', send);
  app.get(FAVICON_PATH, send);
}
