import { expect, test } from '@playwright/test';
import { productCardLinks } from './support/product-cards.ts';
import { siteUrl } from './support/urls.ts';

/**
 * The bench weighs and scores each element on the widget lab's pages (`bench/element-layout-shift.ts`):
 * those pages must show the element's real content on the seeded catalogue, not its "could not be
 * loaded" state. The lab's product hash once named a product the seed no longer made, and the bench
 * scored an error page for `<showroom-product>` without anyone noticing.
 */
test.describe('The widget lab shows real content', () => {
  test('<showroom-product> shows its seeded product', async ({ page }) => {
    await page.goto(siteUrl('/widget-lab/showroom-product'));
    const product = page.locator('showroom-product');
    await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(product.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });

  test('<showroom-catalog> lists its category', async ({ page }) => {
    await page.goto(siteUrl('/widget-lab/showroom-catalog'));
    await expect(productCardLinks(page.locator('showroom-catalog')).first()).toBeVisible();
  });
});
