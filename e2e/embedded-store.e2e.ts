import { expect, test } from '@playwright/test';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { productCardLinks } from './support/product-cards.ts';
import { addOneProductInStock, CARD, enterNewCard, saveAddress, signIn } from './support/purchase-steps.ts';
import { siteUrl } from './support/urls.ts';

/** The store page's address for a route, as `<showroom-store>` writes it. */
const storeAddress = (route: string) => siteUrl(`/shop/?showroom-path=${route}`);

test('<showroom-store>: a whole purchase on the pro’s page — browse, product, back, reload, cart, sign in, pay, orders', async ({
  page,
}) => {
  // The longest journey: a whole purchase, every screen loading its remote on first use.
  test.slow();
  await page.goto(siteUrl('/shop/'));
  const store = page.locator('showroom-store');

  // The storefront's tiles are links to the store's own address, and opening one stays on the page.
  const tiles = store.locator('.sr-storefront__tile');
  await expect(tiles.first()).toHaveAttribute('href', new RegExp(`^${siteUrl('/shop/')}`));
  for (let depth = 0; depth < 3 && !/showroom-path=\/category\//.test(page.url()); depth += 1) {
    await tiles.first().click();
    await page.waitForTimeout(200);
  }
  await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/category\/[a-z0-9-]+\/product$/);
  const listAddress = page.url();

  await addOneProductInStock(page, async (index) => {
    // Back from a product to the list is the browser's own Back.
    if (index > 0) await page.goBack();
    await expect(page).toHaveURL(listAddress);
    const card = productCardLinks(store).nth(index);
    await expect(card).toHaveAttribute('href', /\/shop\/\?showroom-path=\/product\/[0-9a-f]{16}/);
    await card.click();
    await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/product\/[0-9a-f]{16}(\/HOMEPRO1)?$/);
    const product = store.locator('showroom-product');
    await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
    return product;
  });

  // A copied link (here: a reload) reopens the same product on the pro's site.
  const productAddress = page.url();
  const productName = await store.getByRole('heading', { level: 1 }).textContent();
  await page.reload();
  await expect(store.getByRole('heading', { level: 1 })).toHaveText(productName ?? '');
  expect(page.url()).toBe(productAddress);

  // The header's cart button and the store share the cart; Checkout stays on this page.
  await page.locator('showroom-cart-button').getByRole('button').click();
  await page.locator('showroom-cart-button').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(storeAddress('/cart'));
  // Signed out, Checkout asks to sign in first — in the store — and comes back to the checkout.
  await store.locator('showroom-cart').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/login%3Fredirect%3D%252Fcheckout$/);
  // The form's own sheets reach its shadow root (they once went to the document, leaving bare fields).
  const email = store.locator('showroom-login').getByLabel('Email');
  await expect
    .poll(() => email.evaluate((input) => input.getBoundingClientRect().width))
    .toBeGreaterThan(250);
  await signIn(store.locator('showroom-login'));
  await expect(page).toHaveURL(storeAddress('/checkout'));
  const checkout = store.locator('showroom-checkout');
  await expect(checkout.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await saveAddress(checkout);
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/checkout-payment/);
  await enterNewCard(checkout, CARD.ok);
  await checkout.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(checkout.getByText(ORDER_MESSAGES.orderPlaced)).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/thankyou/);

  await checkout.getByRole('link', { name: 'Your orders' }).click();
  await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/your_orders/);
  await expect(store.locator('showroom-account').getByRole('heading', { name: 'Your Orders' })).toBeVisible();

  // Back walks the same way the shopper came, still on the pro's site.
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/\?showroom-path=\/thankyou/);
});
