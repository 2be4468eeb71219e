/**
 * What a React 19 host page saves with `loadShowroom({ shareReact: true })` (decision 0077): a React
 * app (bundled here with esbuild, its own React inside) renders `<ShowroomCartButton>` from
 * @showroom/elements-react, once keeping the widgets' React and once handing them its own. Sums the
 * brotli size of every script the page downloads from the platform, and checks that the widget
 * rendered both times. Needs `npm run build`; run it alone: `npx tsx bench/host-react-share.ts`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';
import { brotliKb } from './bundle-sizes.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const HOST = 'http://host.test';
const PLATFORM = 'http://platform.test';

async function hostApp(shareReact: boolean): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { createRoot } from 'react-dom/client';
        import { loadShowroom, ShowroomCartButton } from '@showroom/elements-react';
        loadShowroom({ showroomId: 'HOMEPRO1', platformUrl: '${PLATFORM}', shareReact: ${shareReact} });
        createRoot(document.getElementById('root')).render(<ShowroomCartButton id="widget" />);
      `,
      loader: 'tsx',
      resolveDir: repoRoot,
    },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** KB (brotli) of the platform's scripts the page downloaded until the widget rendered. */
async function platformScriptsKb(shareReact: boolean): Promise<{ kb: number; scripts: string[] }> {
  const app = await hostApp(shareReact);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(`${HOST}/**`, (route) =>
      new URL(route.request().url()).pathname === '/app.js'
        ? route.fulfill({ contentType: 'text/javascript', body: app })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><div id="root"></div><script type="module" src="/app.js"></script>',
          }),
    );
    await page.route(`${PLATFORM}/showroom/**`, async (route) => {
      const file = path.join(repoRoot, 'dist', new URL(route.request().url()).pathname);
      const body = await readFile(file).catch(() => null);
      if (!body) return route.fulfill({ status: 404 });
      return route.fulfill({
        body,
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        headers: { 'access-control-allow-origin': '*' },
      });
    });
    await page.route(`${PLATFORM}/api/**`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"message":"Record not found for processing."}',
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    const sizes: Promise<{ url: string; kb: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(PLATFORM))
        sizes.push(response.body().then((body) => ({ url: response.url(), kb: brotliKb(body) })));
    });
    await page.goto(`${HOST}/`);
    // CSS locators pierce open shadow roots: the widget's own button, rendered by whichever React.
    await page.locator('#widget button').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    return {
      kb: all.reduce((sum, { kb }) => sum + kb, 0),
      scripts: all.map(({ url }) => path.basename(url)),
    };
  } finally {
    await browser.close();
  }
}

const own = await platformScriptsKb(false);
const shared = await platformScriptsKb(true);
const onlyOwn = own.scripts.filter((script) => !shared.scripts.includes(script));
console.log(`widgets' own React:  ${own.kb.toFixed(1)} KB br in ${own.scripts.length} scripts`);
console.log(`host page's React:   ${shared.kb.toFixed(1)} KB br in ${shared.scripts.length} scripts`);
console.log(`saved: ${(own.kb - shared.kb).toFixed(1)} KB br (${onlyOwn.join(', ')})`);
