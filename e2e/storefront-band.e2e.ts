import { expect, test } from '@playwright/test';
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

/**
 * Decision 0129: on a pro's page the storefront's band comes from the platform as markup, before the
 * widget's code; the widget's own band then takes its place, in the same box.
 */
test('<showroom-store> paints the pro’s band before its code arrives, then the widget’s in the same place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remotes/catalog/embed/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl(`/widget-lab/${STORE_TAG}`));

  const catalog = page.locator(`${STORE_TAG} showroom-catalog`);
  const band = catalog.getByRole('heading', { level: 1, name: /^Welcome to / });
  await expect(band).toBeVisible();
  expect(await band.evaluate((heading) => heading.closest('[data-served]') !== null)).toBe(true);
  const served = await band.boundingBox();

  release();
  await expect(catalog.locator('.sr-storefront__tile').first()).toBeVisible();
  await expect(band).toHaveCount(1);
  expect(await band.evaluate((heading) => heading.closest('[data-served]') !== null)).toBe(false);
  expect(
    await catalog.evaluate((element) => element.shadowRoot?.querySelectorAll('[data-served]').length),
  ).toBe(0);
  const rendered = await band.boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs((rendered?.[side] ?? -1) - (served?.[side] ?? 1))).toBeLessThan(1);
  expect(await page.evaluate(layoutShiftSum)).toBeLessThan(0.01);
});
