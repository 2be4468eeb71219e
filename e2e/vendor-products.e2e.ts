import { expect, type Page, test } from '@playwright/test';
import { productPath, ROUTE_PATHS } from '@showroom/contract';
import { shownPrice } from '@showroom/contract/money';
import type { ProMarkup } from '@showroom/contract/pro';
import type { VendorProductOptions, VendorProductRow } from '@showroom/contract/vendor';
import sharp from 'sharp';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const VENDOR = 'vendor@showroom.test';
const CONTRACTOR = 'contractor@showroom.test';

const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

async function apiHeaders(page: Page, email: string) {
  const login = await page.request.post(platformUrl('/api/login'), { data: { email, password: PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}

/** A photo as a vendor's camera makes one: big enough for spec §5's minimum, in a colour of its own. */
const photoPng = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .png()
    .toBuffer();

test('the demo vendor creates a product with two sizes and a photo, and the demo showroom sells it at the pro’s price', async ({
  page,
}) => {
  // Two apps and two browsers on a shared machine: the whole way, vendor to shop, takes a while.
  test.setTimeout(180_000);
  const vendor = await apiHeaders(page, VENDOR);
  const options = (
    (await (
      await page.request.get(platformUrl('/api/vendor/product_options'), { headers: vendor })
    ).json()) as {
      data: VendorProductOptions;
    }
  ).data;
  const category = options.categories.find((option) => option.unit !== 'Box')!;
  // Journeys share a database: a SKU of this run's own.
  const sku = `E2E-${Date.now()}`;
  const name = `Journey Product ${sku}`;

  await page.goto(shellUrl(ROUTE_PATHS.vendorLogin));
  await page.getByLabel('Email').fill(VENDOR);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Vendor portal' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('SKU').fill(sku);
  await page.getByLabel('Category').selectOption(String(category.id));
  await page.getByLabel('Brand line').selectOption(String(options.brands[0]!.id));
  const first = page.getByRole('group', { name: 'Size 1' });
  await first.getByLabel('Width').fill('8"');
  await first.getByLabel('Wholesale price ($)').fill('120.50');
  await first.getByLabel('In stock').fill('7');
  await page.getByRole('button', { name: 'Add a size' }).click();
  const second = page.getByRole('group', { name: 'Size 2' });
  await second.getByLabel('Width').fill('10"');
  await second.getByLabel('Wholesale price ($)').fill('140');
  await second.getByLabel('In stock').fill('3');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/showroom\/vendor\/products\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page
    .getByLabel('Choose photo files')
    .setInputFiles({ name: 'oak-plank.png', mimeType: 'image/png', buffer: await photoPng() });
  await expect(page.getByRole('img', { name: `${name}, main photo` })).toBeVisible();

  const listed = (
    (await (
      await page.request.get(platformUrl(`/api/vendor/products?search=${sku}`), { headers: vendor })
    ).json()) as { data: { data: VendorProductRow[] } }
  ).data.data;
  const [product] = listed;
  expect(product?.size_count).toBe(2);
  expect(product?.photo).toMatch(/^product_photos\/[0-9a-f-]{36}-400\.webp$/);
  try {
    const contractor = await apiHeaders(page, CONTRACTOR);
    const { markup_percent } = (
      (await (await page.request.get(platformUrl('/api/pro/markup'), { headers: contractor })).json()) as {
        data: ProMarkup;
      }
    ).data;
    const shopper = await page.context().browser()!.newContext();
    const shop = await shopper.newPage();
    await shop.goto(shellUrl(productPath(product!.hash, DEMO_SHOWROOM.id)));
    await expect(shop.getByRole('heading', { name })).toBeVisible();
    await expect(shop.getByTestId('price').first()).toContainText(usd(shownPrice(120.5, markup_percent)));
    // The product page shows the vendor's photo first, before the drawn views.
    const photo = shop.locator('img[src*="/api/product_photos/"]').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await shopper.close();
  } finally {
    // Journeys put back what they change: the product leaves the catalogue again (orders never held it).
    await page.request.post(platformUrl(`/api/vendor/products/${product!.id}/archive`), { headers: vendor });
  }
});
