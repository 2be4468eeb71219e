import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.ts';
import { brotliKb, THREE_SIGNATURES } from './bundle-sizes.ts';

/**
 * Loads a page in headless Chromium and sums the brotli size of every script it fetched
 * from `origin`, after `ready` appears: what a visitor downloads before they can use it.
 */
export async function scriptWeightKb(url: string, origin: string, readySelector: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      const isScript = response.request().resourceType() === 'script';
      if (isScript && response.url().startsWith(origin)) {
        bodies.push(response.body().then((body) => brotliKb(body)));
      }
    });
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

/** The scripts a page fetched until `ready` appeared (and the network went quiet) that hold three.js. */
export async function scriptsWithThree(url: string, readySelector: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const checks: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      checks.push(
        response.text().then(
          (text) => (THREE_SIGNATURES.some((signature) => text.includes(signature)) ? response.url() : null),
          () => null,
        ),
      );
    });
    await page.goto(url);
    await page.locator(readySelector).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return (await Promise.all(checks)).filter((found): found is string => found !== null);
  } finally {
    await browser.close();
  }
}
