import { expect, test } from '@playwright/test';
import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { productCardLinks } from './support/product-cards.ts';
import { ON_POSTGRES } from './support/tags.ts';
import { DEMO_SHOWROOM, shellUrl } from './support/urls.ts';

test.describe('Catalog journey in the shell', ON_POSTGRES, () => {
  test('a category without a showroom asks for the Showroom ID', async ({ page }) => {
    await page.goto(shellUrl(ROUTE_PATHS.home));
    // The home's sections load as they come near the viewport, once the page has rendered.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await categories.scrollIntoViewIfNeeded();
    await categories.locator('.home-category').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.showroomIdPrompt)).toBeVisible();
  });

  test('storefront → category → product list → brand filter → product detail with a price', async ({
    page,
  }) => {
    await page.goto(shellUrl(ROUTE_PATHS.home));
    await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
    await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));

    // Parent → sub → second sub: follow the first tile until a product list opens.
    const tiles = page.locator('.sr-storefront__tile');
    for (let depth = 0; depth < 3 && !/\/category\//.test(page.url()); depth += 1) {
      await tiles.first().click();
      await page.waitForTimeout(200);
    }
    await expect(page).toHaveURL(/\/showroom\/category\/[a-z0-9-]+\/product/);
    const prices = page.getByTestId('price');
    await expect(prices.first()).toContainText('$');

    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brand = filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    await brand.check();
    await expect(page).toHaveURL(/[?&]brand=\d+/);
    await expect(brand).toBeChecked();
    await expect(prices.first()).toBeVisible();

    // Back undoes the filter (it lives in the address).
    await page.goBack();
    await expect(page).not.toHaveURL(/brand=/);
    await expect(brand).not.toBeChecked();
    await page.goForward();
    await expect(brand).toBeChecked();

    await productCardLinks(page).first().click();
    await expect(page).toHaveURL(/\/showroom\/product\/[0-9a-f]{16}/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prices.first()).toContainText(/\$\d/);
    const viewed = await page.evaluate(() => JSON.parse(localStorage.getItem('recently_viewed') ?? '[]'));
    expect(viewed).toHaveLength(1);

    // Add to cart: the server's message, and the header's Cart counts the quantity chosen.
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const chosen = Number(await quantity.inputValue()) + 1;
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded)).toBeVisible();
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: `Cart ${chosen} items` })).toBeVisible();

    // The cart is on the server under the visitor's cart id: a reload still counts it.
    await page.reload();
    await expect(header.getByRole('link', { name: `Cart ${chosen} items` })).toBeVisible();
  });
});
