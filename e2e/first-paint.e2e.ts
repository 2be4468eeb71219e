import { expect, type Locator, type Page, test } from '@playwright/test';
import { STORE_TAG } from '@showroom/contract/constants';
import { siteUrl } from './support/urls.ts';

/** The summed layout shifts the page has had so far (what CLS adds up, without its session windows). */
const layoutShiftSum = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
      resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(0), 500);
  });

/** Holds the catalogue's code until the returned function is called. */
async function holdCatalogueCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remotes/catalog/embed/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const isServed = (locator: Locator) => locator.evaluate((node) => node.closest('[data-served]') !== null);

/** `shown` is served before the code arrives, then the widget's own in the same box, and nothing moved. */
async function expectServedThenReplaced(page: Page, element: Locator, shown: Locator, ready: Locator) {
  await expect(shown).toBeVisible();
  expect(await isServed(shown)).toBe(true);
  const served = await shown.boundingBox();
  return async (release: () => void) => {
    release();
    await expect(ready).toBeVisible();
    await expect(shown).toHaveCount(1);
    expect(await isServed(shown)).toBe(false);
    expect(await element.evaluate((host) => host.shadowRoot?.querySelectorAll('[data-served]').length)).toBe(
      0,
    );
    const rendered = await shown.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((rendered?.[side] ?? -1) - (served?.[side] ?? 1))).toBeLessThan(1);
    expect(await page.evaluate(layoutShiftSum)).toBeLessThan(0.01);
  };
}

/**
 * Decision 0129: on a pro's page an element's first paint comes from the platform as markup, before the
 * widget's code; the widget's own version then takes its place, in the same box.
 */
test.describe('First paints served as markup', () => {
  test('<showroom-store> paints the pro’s band before its code arrives, then the widget’s in the same place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdCatalogueCode(page);
    await page.goto(siteUrl(`/widget-lab/${STORE_TAG}`));
    const catalog = page.locator(`${STORE_TAG} showroom-catalog`);
    const band = catalog.getByRole('heading', { level: 1, name: /^Welcome to / });
    const replaced = await expectServedThenReplaced(
      page,
      catalog,
      band,
      catalog.locator('.sr-storefront__tile').first(),
    );
    await replaced(release);
  });

  test('<showroom-product> paints its opening picture before its code arrives, then the gallery’s in the same place', async ({
    page,
  }) => {
    const release = await holdCatalogueCode(page);
    await page.goto(siteUrl('/widget-lab/showroom-product'));
    const product = page.locator('showroom-product');
    const picture = product.locator('img.sr-gallery__main');
    await expect(picture).toHaveJSProperty('complete', true);
    const replaced = await expectServedThenReplaced(
      page,
      product,
      picture,
      product.getByRole('button', { name: 'Add to cart' }),
    );
    await replaced(release);
    // The gallery opened on the picture the platform served: the same address, already loaded.
    await expect(picture).toHaveJSProperty('complete', true);
  });

  test('a page whose policy opens nothing for styles gets the first paint, with no violation', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        // The lab page's own empty icon (`data:,`) is the site's business, not the widgets'.
        if (event.blockedURI !== 'data') seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const release = await holdCatalogueCode(page);
    // The lab page under the README's policy (the contractor site's `strict-csp.ts`): no style-src for us.
    const response = await page.goto(siteUrl('/widget-lab/showroom-product?strict-csp'));
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
    const picture = page.locator('showroom-product img.sr-gallery__main');
    await expect(picture).toBeVisible();
    expect(await isServed(picture)).toBe(true);
    // Laid out by its adopted rules: the gallery's square box within the column, not a bare 480 px picture.
    const box = await picture.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? -1))).toBeLessThan(1);
    release();
    await expect(page.locator('showroom-product').getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
      [],
    );
  });
});
