import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { SHELL_BASE_PATH } from '@showroom/contract';
import {
  EMBED_FRAME_SCRIPT,
  EMBED_PROBLEMS_SCRIPT,
  ROUTE_INTRO_STYLESHEET,
  routeIntroFor,
} from '@showroom/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyOnAcceptEncoding } from '../lib/content-coding.ts';
import type { PageMetaService } from '../modules/page-meta/index.ts';
import { sendNotFound } from './errors.ts';
import { withRouteIntro } from './route-intro-html.ts';
import { renderShellHtml } from './shell-html.ts';
import { acceptsHtml } from './shell-redirect.ts';

const BASE_PATH = SHELL_BASE_PATH;

/** Files whose names never change between builds: browsers must revalidate them every time. */
const ENTRY_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'embed.js',
  EMBED_FRAME_SCRIPT,
  EMBED_PROBLEMS_SCRIPT,
  'mf-manifest.json',
]);
/** Bundler output names carry a content hash, e.g. main.3f9a1c2b.js or 812.a1b2c3d4e5.css. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  // A precompressed twin (main.3f9a1c2b.js.br) is cached like the file it stands for.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return REVALIDATE;
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built shell, remotes and embed.js under /showroom/. Paths without a file extension are
 * shell routes (history routing), so they get index.html with the page's metadata written in (a
 * description everywhere, Open Graph tags on product pages; a route's intro as markup, decision 0118); a missing file with an extension is a
 * JSON 404, or the shell (status 404, its own 404 page) when a browser asks for it as a page.
 * `/` redirects to the shell. Without a build, /showroom/ explains how to make one.
 */
export async function staticPlugin(
  app: FastifyInstance,
  showroomDist: string,
  pages: PageMetaService,
): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));

  if (!existsSync(showroomDist)) {
    const notBuilt = `The showroom front end is not built (nothing at ${showroomDist}). Run \`npm run build\`, then restart the server.\n`;
    const answer = (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').header('cache-control', REVALIDATE).send(notBuilt);
    app.get(BASE_PATH, answer);
    app.get(`${BASE_PATH}/*`, answer);
    return;
  }

  const indexFile = join(showroomDist, 'index.html');
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => {
    // A base for parsing only: the path stays a path even when it starts with `//`.
    const url = new URL(`http://shell${request.url}`);
    const route = url.pathname.slice(BASE_PATH.length) || '/';
    // A build without the intro's stylesheet gets no intro markup: unstyled, it would jump when the app starts.
    const found = status === 200 ? routeIntroFor(route) : undefined;
    const intro = found && existsSync(join(showroomDist, ROUTE_INTRO_STYLESHEET)) ? found : undefined;
    const [template, meta] = await Promise.all([
      // Read per request (it is ~1 KB): a rebuild while the server runs is served at once.
      readFile(indexFile, 'utf8'),
      pages.metaFor(route, url.searchParams),
    ]);
    const html = renderShellHtml(template, meta);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(intro ? withRouteIntro(html, intro) : html);
  };

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: showroomDist,
        prefix: '/',
        cacheControl: false,
        // The shell's entry is rendered (below), never sent as the bare file.
        index: false,
        // The build writes .br/.gz beside each asset (scripts/precompress.ts); served by Accept-Encoding.
        preCompressed: true,
        setHeaders: (res, path) => res.setHeader('cache-control', cacheControlFor(path)),
      });
      // Bodies depend on Accept-Encoding (precompressed twins).
      scope.addHook('onSend', async (_request, reply, payload) => {
        varyOnAcceptEncoding(reply);
        return payload;
      });
      scope.get('/', (request, reply) => sendShell(request, reply, 200));
      scope.get('/index.html', (request, reply) => sendShell(request, reply, 200));
      // Only misses under /showroom/ reach this handler; the rest of the API keeps the JSON 404.
      scope.setNotFoundHandler((request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(reply);
        const path = request.url.split('?', 1)[0] ?? '';
        if (extname(path) === '') return sendShell(request, reply, 200);
        return acceptsHtml(request) ? sendShell(request, reply, 404) : sendNotFound(reply);
      });
    },
    { prefix: BASE_PATH },
  );
}
