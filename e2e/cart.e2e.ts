import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { productCardLinks } from './support/product-cards.ts';
import { ON_POSTGRES } from './support/tags.ts';
import { DEMO_SHOWROOM, shellUrl } from './support/urls.ts';

const HOMEOWNER = { email: 'homeowner@showroom.test', password: 'Showroom!2026' };

/** The header's Cart link, by its accessible name ("Cart", or "Cart 3 items" with a count). */
const cartLink = (page: Page, name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Enters the demo showroom and adds the first brand partner's first product in its minimum quantity. */
async function addFirstProduct(page: Page): Promise<number> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
  await page.goto(shellUrl(ROUTE_PATHS.ourBrands));
  await productCardLinks(page).first().click();
  const quantity = Number(await page.getByRole('textbox', { name: 'Quantity' }).inputValue());
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
  return quantity;
}

const itemsLabel = (count: number) => `Cart ${count} ${count === 1 ? 'item' : 'items'}`;

test.describe('Cart count in the header', ON_POSTGRES, () => {
  test("a visitor's cart follows them when they sign in, and the count leaves with them at logout", async ({
    page,
  }) => {
    const quantity = await addFirstProduct(page);
    await expect(cartLink(page, itemsLabel(quantity))).toBeVisible();

    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(HOMEOWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(HOMEOWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: /Olivia|homeowner/i })).toBeVisible();
    // The cart built as a visitor is now the user's: same count, and it survives a reload.
    await expect(cartLink(page, itemsLabel(quantity))).toBeVisible();
    await page.reload();
    await expect(cartLink(page, itemsLabel(quantity))).toBeVisible();

    await page.getByRole('button', { name: /Olivia|homeowner/i }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.loggedOut).first()).toBeVisible();
    await expect(cartLink(page, 'Cart')).toBeVisible();
  });
});
