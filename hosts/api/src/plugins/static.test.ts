import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { MESSAGES } from '@showroom/contract';
import { PAGE_DESCRIPTIONS, ROUTE_INTRO_STYLESHEET } from '@showroom/contract/constants';
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { escapeHtml } from '../lib/html.ts';
import { createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { FAVICON_SVG } from './favicon.ts';
import { cacheControlFor } from './static.ts';

const INDEX =
  '<!doctype html><html><head><title>Showroom shell</title><meta name="description" content="old" /></head><body><div id="root"></div></body></html>';
const DEFAULT_DESCRIPTION = `<meta name="description" content="${escapeHtml(PAGE_DESCRIPTIONS.home)}" />`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'showroom-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'embed.js'), 'console.log("embed")');
  writeFileSync(join(dist, 'main.3f9a1c2b.js'), 'console.log("main")');
  // The build's precompressed twin (scripts/precompress.ts).
  writeFileSync(join(dist, 'main.3f9a1c2b.js.br'), brotliCompressSync('console.log("main")'));
  mkdirSync(join(dist, 'remotes/catalog'), { recursive: true });
  writeFileSync(join(dist, 'remotes/catalog/remoteEntry.js'), 'var showroom_catalog;');
  t = await createTestApp({ products: 0, showroomDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static front end under /showroom/', () => {
  it('redirects / to the shell', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/showroom/');
  });

  it.each([
    '/showroom',
    '/showroom/',
    '/showroom/cart',
    '/showroom/category/tile-flooring/product',
    '/showroom/login?redirect=/account',
  ])('serves index.html with the default description for the shell route %s, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Showroom shell</title>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(DEFAULT_DESCRIPTION);
    expect(response.body).not.toContain('content="old"');
    expect(response.body).not.toContain('og:title');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves embed.js and remoteEntry.js revalidated, hashed chunks immutable, all loadable cross-origin', async () => {
    const embed = await get('/showroom/embed.js');
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['cache-control']).toBe('no-cache');
    expect(embed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await get('/showroom/remotes/catalog/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/showroom/main.3f9a1c2b.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with an extension with the JSON 404', async () => {
    const response = await get('/showroom/missing.4b1d2e3f.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
  });

  it('answers a browser asking for a missing file as a page with the shell (its 404 page), status 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/showroom/missing.html',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("carries a route's intro as markup, with its stylesheet and its remote's entry asked for at once", async () => {
    writeFileSync(join(dist, ROUTE_INTRO_STYLESHEET), '.sr-route-intro{}');
    try {
      for (const url of [
        '/showroom/visualize',
        '/showroom/visualize/',
        '/showroom/visualize?room=l-kitchen',
      ]) {
        const body = (await get(url)).body;
        expect(body).toContain(
          `<h1 class="sr-route-intro__title">${escapeHtml(VISUALIZER_MESSAGES.title)}</h1>`,
        );
        expect(body).toContain(
          `<p class="sr-route-intro__text">${escapeHtml(VISUALIZER_MESSAGES.intro)}</p>`,
        );
        expect(body).toContain('<header class="shell-header"></header><main id="main" class="shell-main">');
        expect(body).toContain(`<link rel="stylesheet" href="/showroom/${ROUTE_INTRO_STYLESHEET}" />`);
        expect(body).toContain(
          '<link rel="preload" as="script" href="/showroom/remotes/visualizer/remoteEntry.js" />',
        );
        // Both tags are in <head>, the intro in #root; the page's description is still written.
        expect(body.indexOf('rel="preload"')).toBeLessThan(body.indexOf('</head>'));
        expect(body).toContain('<meta name="description" content="');
      }
      // Other routes, and a page served as the 404, keep the empty root.
      for (const url of ['/showroom/', '/showroom/cart', '/showroom/visualize/checklist']) {
        const body = (await get(url)).body;
        expect(body).toContain('<div id="root"></div>');
        expect(body).not.toContain(ROUTE_INTRO_STYLESHEET);
      }
      const css = await get(`/showroom/${ROUTE_INTRO_STYLESHEET}`);
      expect(css.statusCode).toBe(200);
      expect(css.headers['cache-control']).toBe('no-cache');
    } finally {
      rmSync(join(dist, ROUTE_INTRO_STYLESHEET));
    }
    // A build without the stylesheet gets no markup it could not lay out.
    const unstyled = (await get('/showroom/visualize')).body;
    expect(unstyled).toContain('<div id="root"></div>');
    expect(unstyled).not.toContain('rel="preload"');
  });

  it('answers 503 with a hint to build when the front end is not built', async () => {
    const app = await buildApp({
      db: t.db,
      config: { logLevel: 'silent', platformOrigin: TEST_PLATFORM_ORIGIN, showroomDist: join(dist, 'nope') },
    });
    for (const url of ['/showroom', '/showroom/', '/showroom/cart', '/showroom/embed.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    }
    await app.close();
  });
});

describe('precompressed assets', () => {
  it('sends the brotli twin to a browser that accepts it, varying on Accept-Encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/showroom/main.3f9a1c2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file to a client without brotli', async () => {
    const response = await get('/showroom/main.3f9a1c2b.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("main")');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['remotes/cart/remoteEntry.js', 'no-cache'],
    ['embed.js', 'no-cache'],
    // embed.js adds these by their fixed names, inside a frame and on a problem (decision 0129).
    ['embed-frame.js', 'no-cache'],
    ['embed-problems.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['static/js/812.a1b2c3d4e5.js', 'public, max-age=31536000, immutable'],
    ['static/css/main-0a1b2c3d.css', 'public, max-age=31536000, immutable'],
    ['favicon.svg', 'no-cache'],
    ['main.3f9a1c2b.js.br', 'public, max-age=31536000, immutable'],
    ['embed.js.gz', 'no-cache'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(expected);
  });
});

describe('browsers asking for pages outside /showroom/', () => {
  const page = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it.each([
    ['/product/0123456789abcdef', '/showroom/product/0123456789abcdef'],
    ['/product/0123456789abcdef/HOMEPRO1?utm=x', '/showroom/product/0123456789abcdef/HOMEPRO1?utm=x'],
    ['/login', '/showroom/login'],
    ['/foo/bar?x=1&y=2', '/showroom/foo/bar?x=1&y=2'],
    ['//evil.example/path', '/showroom//evil.example/path'],
  ])('redirects %s to the shell at %s', async (url, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await page(url, method);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    }
  });

  it('keeps the JSON 404 for the API, for non-browser clients and for other methods', async () => {
    for (const response of [
      await page('/api/no-such-endpoint'),
      await page('/api'),
      await get('/product/0123456789abcdef'),
      await page('/foo', 'POST'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    }
  });
});

describe('favicon', () => {
  it.each(['/favicon.ico', '/showroom/favicon.svg'])('serves the SVG icon at %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toBe(FAVICON_SVG);
  });
});
