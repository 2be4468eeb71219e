import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { CART_HANDOFF, CART_MESSAGES, cartMergeMessage } from '@showroom/contract/cart';
import { RETURN_TO_SITE } from '@showroom/contract/constants';
import { emptySignedInCart } from './support/cart-api.ts';
import { productCardLinks } from './support/product-cards.ts';
import { ON_POSTGRES } from './support/tags.ts';
import { DEMO_SHOWROOM, shellUrl, siteUrl } from './support/urls.ts';

const HOMEOWNER = { email: 'homeowner@showroom.test', password: 'Showroom!2026' };
const accountButton = (page: Page) => page.getByRole('button', { name: /Olivia|homeowner/i });

async function enterShowroom(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
}

/** Adds the `index`-th product of the brand partners' list in its minimum quantity; answers its name and qty. */
async function addProduct(page: Page, index: number): Promise<{ name: string; qty: number }> {
  await page.goto(shellUrl(ROUTE_PATHS.ourBrands));
  await productCardLinks(page).nth(index).click();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const qty = Number(await page.getByRole('textbox', { name: 'Quantity' }).inputValue());
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
  return { name, qty };
}

async function signIn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(HOMEOWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(HOMEOWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountButton(page)).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.loggedOut).first()).toBeVisible();
}

const itemsHeading = (count: number) => `Your cart (${count} ${count === 1 ? 'item' : 'items'})`;

test.describe('One cart per homeowner', ON_POSTGRES, () => {
  test("signing in merges the visitor's lines into the homeowner's cart and says so", async ({ page }) => {
    // Two sign-ins, a sign-out and three products: more steps than one journey's minute.
    test.setTimeout(180_000);
    await enterShowroom(page);
    await signIn(page);
    await emptySignedInCart(page);
    const own = [await addProduct(page, 0), await addProduct(page, 1)];
    await signOut(page);

    // Signing out forgets the showroom too: the visitor enters it again.
    await enterShowroom(page);
    const picked = await addProduct(page, 2);
    await signIn(page);
    const message = cartMergeMessage({ added: 1, combined: 0, capped: [] })!;
    await expect(page.getByText(message).first()).toBeVisible();

    await page.goto(shellUrl(ROUTE_PATHS.cart));
    const lines = [...own, picked];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      itemsHeading(lines.reduce((sum, line) => sum + line.qty, 0)),
    );
    for (const line of lines) {
      await expect(page.getByRole('link', { name: line.name, exact: true }).first()).toBeVisible();
    }
    // The demo account's cart is left as it was found: empty.
    await emptySignedInCart(page);
  });

  test("on a pro's site, signing in inside a widget merges the visitor's line into the homeowner's cart", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The homeowner's own cart, built on the platform (its own origin and storage).
    await enterShowroom(page);
    await signIn(page);
    await emptySignedInCart(page);
    const own = [await addProduct(page, 0), await addProduct(page, 1)];

    // A visitor on the pro's site (signed out there: storage is per origin) adds a product...
    await page.goto(siteUrl('/products.html'));
    await productCardLinks(page.locator('showroom-brands')).nth(2).click();
    const product = page.locator('showroom-product');
    const qty = Number(await product.getByRole('textbox', { name: 'Quantity' }).inputValue());
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();
    // ...and signs in with the site's sign-in widget (the demo site has none of its own: one is added).
    await page.evaluate(() =>
      document.getElementById('catalogue')?.prepend(document.createElement('showroom-login')),
    );
    const login = page.locator('showroom-login');
    await login.scrollIntoViewIfNeeded();
    await login.getByLabel('Email').fill(HOMEOWNER.email);
    await login.getByLabel('Password', { exact: true }).fill(HOMEOWNER.password);
    await login.getByRole('button', { name: 'Sign In' }).click();

    // Sign-in goes on to the platform, still signed in: one cart holding all three lines.
    await expect(page).toHaveURL((url) => url.origin === new URL(shellUrl(ROUTE_PATHS.home)).origin);
    await expect(accountButton(page)).toBeVisible();
    const total = own.reduce((sum, line) => sum + line.qty, qty);
    await page.goto(shellUrl(ROUTE_PATHS.cart));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemsHeading(total));
    await emptySignedInCart(page);
  });

  test("a visitor's cart on a pro's site follows them to the platform's cart, and back", async ({ page }) => {
    await page.goto(siteUrl('/products.html'));
    const brands = page.locator('showroom-brands');
    await productCardLinks(brands).first().click();
    const product = page.locator('showroom-product');
    const name = (await product.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const qty = Number(await product.getByRole('textbox', { name: 'Quantity' }).inputValue());
    await product.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(CART_MESSAGES.itemAdded).first()).toBeVisible();

    const button = page.locator('showroom-cart-button').getByRole('button', { name: /^Cart, / });
    await button.click();
    await page.locator('showroom-cart-button').getByRole('link', { name: 'View cart' }).click();

    // On the platform's own origin, with the same line; the one-time code is gone from the address.
    await expect(page).toHaveURL((url) => url.pathname === new URL(shellUrl(ROUTE_PATHS.cart)).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemsHeading(qty));
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.has(CART_HANDOFF.param)).toBe(false);
    expect(new URL(page.url()).searchParams.has(RETURN_TO_SITE.param)).toBe(false);

    // A line added on the platform goes back with the visitor to the page they came from.
    const second = await addProduct(page, 1);
    const back = page.getByRole('link', { name: `Back to ${new URL(siteUrl('/')).host}` });
    await expect(back).toHaveAttribute('href', /\/products\.html/);
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/products.html' && url.search === '');
    await expect(
      page.locator('showroom-cart-button').getByRole('button', { name: `Cart, ${qty + second.qty} items` }),
    ).toBeVisible();
  });
});
