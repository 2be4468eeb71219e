import { expect, type Page, test } from '@playwright/test';
import { categoryProductsPath, ROUTE_PATHS } from '@showroom/contract';
import { boxesForArea, CART_MESSAGES, defaultWastePercent } from '@showroom/contract/cart';
import { productCardLinks } from './support/product-cards.ts';
import { DEMO_SHOWROOM, shellUrl, siteUrl } from './support/urls.ts';

/**
 * The cart page (issue #12): a visitor (no login) fills a cart from two vendors, then on
 * /showroom/cart changes a quantity, removes a line and turns an area into boxes on a Box line.
 * Every change is the server's (update_cart, cart/destroy): a reload shows it kept.
 */

async function enterShowroom(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
}

/** Opens the first product card on `listPath`, adds it to the cart and returns its name. */
async function addFirstProductOf(page: Page, listPath: string): Promise<string> {
  await page.goto(shellUrl(listPath));
  await expect(page.getByTestId('price').first()).toContainText('$');
  await productCardLinks(page).first().click();
  await expect(page).toHaveURL(/\/showroom\/product\//);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
  return name;
}

const lineOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a visitor changes a quantity, removes a line and buys boxes for an area in the cart', async ({
  page,
}) => {
  await enterShowroom(page);
  // Floor tile (sold by the Box) and the first brand partner's first product, from another vendor.
  const tile = await addFirstProductOf(page, categoryProductsPath('tile-flooring'));
  const other = await addFirstProductOf(page, ROUTE_PATHS.ourBrands);

  await page.goto(shellUrl(ROUTE_PATHS.cart));
  await expect(page.getByRole('region', { name: /^Sold by / })).toHaveCount(2);
  const tileLine = lineOf(page, tile);
  await expect(tileLine.getByTestId('price')).toContainText('per Box');
  await expect(tileLine.getByTestId('price')).toContainText('per sqft');

  // A quantity change is saved by the server and kept across a reload.
  const quantity = tileLine.getByRole('textbox', { name: `Quantity of ${tile}` });
  const before = Number(await quantity.inputValue());
  await tileLine.getByRole('button', { name: `Increase quantity of ${tile}` }).click();
  await expect(quantity).toHaveValue(String(before + 1));
  await page.reload();
  await expect(quantity).toHaveValue(String(before + 1));

  // Removing the other vendor's line leaves one vendor.
  await page.getByRole('button', { name: `Remove ${other}` }).click();
  await expect(page.getByRole('region', { name: /^Sold by / })).toHaveCount(1);
  await expect(lineOf(page, other)).toHaveCount(0);

  // Square feet to boxes: the numbers are the contract's, and "Use N boxes" saves N.
  await tileLine.getByText('Square feet to boxes').click();
  const waste = Number(await tileLine.getByLabel('Waste allowance (%)').inputValue());
  const pattern = (await tileLine.locator('.sr-item-size').textContent())?.split(', ')[1] ?? null;
  expect(waste).toBe(defaultWastePercent(pattern));
  await tileLine.getByLabel('Area to cover (sqft)').fill('240');
  const result = tileLine.locator('output');
  await expect(result).toContainText(/^\d+ boxes cover/);
  const boxes = Number((await result.textContent())?.match(/^(\d+) boxes/)?.[1]);
  const boxSqft = Number(
    (await tileLine.getByText(/sqft per box/).textContent())?.match(/([\d.]+) sqft per box/)?.[1],
  );
  expect(boxes).toBe(
    boxesForArea({ areaSqft: 240, boxSqft, pricePerBoxCents: 0, wastePercent: waste }).boxes,
  );
  await tileLine.getByRole('button', { name: `Use ${boxes} boxes` }).click();
  await expect(quantity).toHaveValue(String(boxes));
  await page.reload();
  await expect(quantity).toHaveValue(String(boxes));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your cart (${boxes} items)`);
});

test('signed out, Checkout goes to Login with /checkout as the redirect', async ({ page }) => {
  await enterShowroom(page);
  await addFirstProductOf(page, ROUTE_PATHS.ourBrands);
  await page.goto(shellUrl(ROUTE_PATHS.cart));
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(shellUrl(`${ROUTE_PATHS.login}?redirect=%2Fcheckout`));
  expect(await page.evaluate(() => localStorage.getItem('redirect_to'))).toBe(ROUTE_PATHS.checkout);
});

test("on a pro's site, the cart button counts the items and its mini cart lists them", async ({ page }) => {
  await page.goto(siteUrl('/products.html'));
  const brands = page.locator('showroom-brands');
  await expect(brands.getByTestId('price').first()).toContainText('$');
  await productCardLinks(brands).first().click();
  const product = page.locator('showroom-product');
  const name = (await product.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const quantity = Number(await product.getByRole('textbox', { name: 'Quantity' }).inputValue());
  await product.getByRole('button', { name: 'Add to cart' }).click();

  const button = page.locator('showroom-cart-button').getByRole('button', { name: /^Cart, / });
  await expect(button).toHaveAccessibleName(`Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`);
  await button.click();
  const panel = page.locator('showroom-cart-button').getByRole('dialog', { name: 'Your cart' });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText(name);
  // Its links are the platform shell's real addresses, with the pro's showroom.
  await expect(panel.getByRole('link', { name: 'View cart' })).toHaveAttribute(
    'href',
    shellUrl(`${ROUTE_PATHS.cart}?showroom=${DEMO_SHOWROOM.id}`),
  );
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
});
