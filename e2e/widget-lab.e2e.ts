import { expect, type Page, test } from '@playwright/test';
import { STORE_TAG } from '@showroom/contract/constants';
import { productCardLinks } from './support/product-cards.ts';
import { siteUrl } from './support/urls.ts';

/** The GETs of the API whose address matches `path`, as the page sends them. */
function apiGets(page: Page, path: RegExp): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && path.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/**
 * The bench weighs and scores each element on the widget lab's pages (`bench/element-layout-shift.ts`):
 * those pages must show the element's real content on the seeded catalogue, not its "could not be
 * loaded" state. The lab's product hash once named a product the seed no longer made, and the bench
 * scored an error page for `<showroom-product>` without anyone noticing.
 */
test.describe('The widget lab shows real content', () => {
  test('<showroom-product> shows its seeded product, asked once (early, by embed.js)', async ({ page }) => {
    const asked = apiGets(page, /\/api\/product\//);
    await page.goto(siteUrl('/widget-lab/showroom-product'));
    const product = page.locator('showroom-product');
    await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(product.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    // Decision 0128: the widget takes embed.js's early answer instead of asking again.
    expect(asked).toHaveLength(1);
  });

  test('<showroom-store> shows the storefront’s categories, asked once', async ({ page }) => {
    const asked = apiGets(page, /\/api\/menu_category_show_all\//);
    await page.goto(siteUrl(`/widget-lab/${STORE_TAG}`));
    await expect(page.locator(`${STORE_TAG} .sr-storefront__tile`).first()).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('<showroom-store> in the lab’s narrow column on a phone keeps a category’s name whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(`/widget-lab/${STORE_TAG}`));
    const name = page.locator(`${STORE_TAG} .sr-storefront__tile span`, { hasText: /^Appliances$/ });
    await expect(name).toBeVisible();
    // One line box: "Appliances" was cut inside the word in two-column tiles 212 px wide.
    const lines = await name.evaluate((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
  });

  test('<showroom-catalog> lists its category', async ({ page }) => {
    await page.goto(siteUrl('/widget-lab/showroom-catalog'));
    await expect(productCardLinks(page.locator('showroom-catalog')).first()).toBeVisible();
  });
});
