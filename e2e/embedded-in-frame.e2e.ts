import { expect, test } from '@playwright/test';
import { productCardLinks } from './support/product-cards.ts';
import { shellUrl, siteUrl } from './support/urls.ts';

/** The builder's page on the other loopback name: the framed store is then on another origin. */
const builderPage = () => siteUrl('/builder.html').replace('127.0.0.1', 'localhost');

test('in a site builder’s sandboxed frame the store sizes its frame, browses inside it and opens platform pages outside it', async ({
  page,
}) => {
  await page.goto(builderPage());
  const frameElement = page.locator('#builder-frame');
  const store = page.frameLocator('#builder-frame').locator('showroom-store');

  // The frame starts at the builder's fixed 300 px and grows to the store's height.
  await expect(productCardLinks(store).or(store.locator('.sr-storefront__tile')).first()).toBeVisible();
  await expect
    .poll(async () => (await frameElement.boundingBox())?.height ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(900);

  // The store's own screens stay in the frame.
  await store.locator('.sr-storefront__tile').first().click();
  await expect(page).toHaveURL(builderPage());

  // A page only the platform shows (it refuses to be framed) opens in a new tab, never in the frame.
  const frame = page.frame({ url: /\/shop\// });
  await frame?.goto(`${siteUrl('/shop/')}?showroom-path=/login`);
  const popup = page.waitForEvent('popup');
  await store.getByRole('link', { name: 'Forgot your password?' }).click();
  const opened = await popup;
  await expect(opened).toHaveURL(new RegExp(`^${shellUrl('/reset_password').replace(/[.?]/g, '\\$&')}`));
  expect(page.frame({ url: /\/shop\// })?.url()).toContain('showroom-path=/login');
});
