import { expect, test } from '@playwright/test';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { productCardLinks } from './support/product-cards.ts';
import { siteUrl } from './support/urls.ts';

test.describe('Catalogue widgets embedded on a pro’s own site', () => {
  test('brands → a product opened in the site’s own page → added to a cart from the pro’s origin', async ({
    page,
  }) => {
    await page.goto(siteUrl('/products.html'));
    const brands = page.locator('showroom-brands');
    await expect(brands.getByTestId('price').first()).toContainText('$');
    await productCardLinks(brands).first().click();

    // The site routed showroom:navigate itself: still on its page, now with <showroom-product>.
    await expect(page).toHaveURL(siteUrl('/products.html'));
    const product = page.locator('showroom-product');
    await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
    const quantity = Number(await product.getByRole('textbox', { name: 'Quantity' }).inputValue());
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
    // The cart count reaches the host page through showroom:cart-updated.
    await expect(page.locator('#cart-count')).toHaveText(String(quantity));
    // The visitor's cart token is kept on the pro's site.
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
