import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { FIRST_ORDER_ITEM_STATUS, homeownerStatusWords, ORDER_MESSAGES } from '@showroom/contract/orders';
import { allJourneyServers } from './support/journey-servers.ts';
import { productCardLinks } from './support/product-cards.ts';
import {
  addOneProductInStock,
  addProductsOfTwoVendors,
  CARD,
  cardFrame,
  enterNewCard,
  increaseOneQuantity,
  refuseZipOfAnotherState,
  removeOneLine,
  saveAddress,
  signIn,
} from './support/purchase-steps.ts';
import { DEMO_SHOWROOM, platformUrl, shellUrl, siteUrl } from './support/urls.ts';

const DECLINED = 'Your card was declined.';
const digits = (card: string) => card.replace(/\s/g, '');

/** Enters the demo showroom in the shell. */
async function enterShowroom(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
}

/** The first product of each brand on the brands page (brands sell through different vendors). */
async function productLinks(page: Page): Promise<string[]> {
  await page.goto(shellUrl(ROUTE_PATHS.ourBrands));
  const brands = page.getByRole('main').getByRole('region');
  // The rails render in slices: wait for enough brands to choose from.
  await expect(productCardLinks(brands.nth(15)).first()).toBeVisible();
  return brands.evaluateAll((all) =>
    all.flatMap((brand) => brand.querySelector<HTMLAnchorElement>('a.sr-card__link')?.href ?? []),
  );
}

/** The signed-in homeowner's orders, asked of the API with the page's session. */
async function orderCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await page.request.get(platformUrl('/api/orders'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { total: number } }).data.total;
}

test.describe('Purchase in the shell', () => {
  test('two vendors in the cart → checkout → sign in → address → pay 4242 → thank you → your orders with the timeline', async ({
    page,
  }) => {
    await enterShowroom(page);
    const links = await productLinks(page);
    await addProductsOfTwoVendors(page, async (index) => {
      await page.goto(links[index] ?? '');
      return page;
    });

    // The cart: change a quantity, remove the extra line.
    await page.goto(shellUrl(ROUTE_PATHS.cart));
    await increaseOneQuantity(page);
    await removeOneLine(page);
    await expect(page.getByRole('region', { name: /^Sold by / })).toHaveCount(2);

    // Checkout signed out: Login first, then back to /checkout.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/showroom\/login/);
    await signIn(page);
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.checkout));
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Sold by / })).toHaveCount(2);
    await saveAddress(page);

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.checkoutPayment));
    await enterNewCard(page, CARD.ok);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    const total = (await pay.textContent())?.replace('Pay ', '') ?? '';
    await pay.click();

    await expect(page).toHaveURL(/\/showroom\/thankyou\?order=\d+$/);
    const orderId = new URL(page.url()).searchParams.get('order');
    await expect(page.getByText(ORDER_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Order total' })).toContainText(`Total${total}`);
    await expect(page.getByRole('complementary', { name: 'Order total' })).toContainText('ending in 4242');
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('60 minutes');
    // Every bought line with its product's picture, loaded.
    const thumbs = page.getByRole('region', { name: 'Items' }).locator('img');
    await expect(thumbs).not.toHaveCount(0);
    for (const thumb of await thumbs.all()) {
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    const orderNumber = (await page.locator('.sr-checkout-success strong').textContent()) ?? '';
    // The cart is spent: the header's count is gone.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart', exact: true }),
    ).toBeVisible();

    // A real link to the order in /your_orders, with its timeline across vendors.
    await page.getByRole('link', { name: 'View in your orders' }).click();
    await expect(page).toHaveURL(shellUrl(`${ROUTE_PATHS.yourOrders}?order=${orderId}`));
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await expect(page.getByText(homeownerStatusWords(FIRST_ORDER_ITEM_STATUS)).first()).toBeVisible();
  });

  test('a ZIP code of another state is refused; a declined card shows the processor’s message, stays on payment and creates no order; a retry pays without the decline’s toast', async ({
    page,
  }) => {
    await enterShowroom(page);
    await page.goto(shellUrl(ROUTE_PATHS.login));
    await signIn(page);
    await expect(page.getByRole('button', { name: /Olivia/ })).toBeVisible();
    const before = await orderCount(page);
    const links = await productLinks(page);
    await addOneProductInStock(page, async (index) => {
      await page.goto(links[index] ?? '');
      return page;
    });

    await page.goto(shellUrl(ROUTE_PATHS.checkout));
    await refuseZipOfAnotherState(page);
    await saveAddress(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await enterNewCard(page, CARD.declined);
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    const refusal = page.locator('.sr-checkout-alert', { hasText: DECLINED });
    await expect(refusal).toBeVisible();
    // Keyboard and screen-reader users land on the refusal.
    await expect(refusal).toBeFocused();
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.checkoutPayment));
    expect(await orderCount(page)).toBe(before);

    await enterNewCard(page, CARD.ok);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText(ORDER_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page.getByText(DECLINED)).toHaveCount(0);
  });
});

test.describe('Purchase on the pro’s site', () => {
  test('<showroom-checkout> with the card frame: the pro’s page and its scripts never see the card number', async ({
    page,
  }) => {
    // The pro's own script, first on every page: it records every message, input and text it can see.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const record = (value: unknown) => seen.push(typeof value === 'string' ? value : JSON.stringify(value));
      window.addEventListener('message', (event) => record(event.data), true);
      for (const type of ['input', 'change', 'keydown', 'paste'])
        document.addEventListener(
          type,
          (event) => record((event.composedPath()[0] as HTMLInputElement).value ?? ''),
          true,
        );
      const observe = (root: Node) =>
        new MutationObserver(() => record((root as Element).textContent ?? '')).observe(root, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        const shadow = attach.call(this, init);
        observe(shadow);
        return shadow;
      };
      document.addEventListener('DOMContentLoaded', () => observe(document.documentElement));
    });
    const sentByPage: string[] = [];
    page.on('request', (request) => {
      if (request.frame() === page.mainFrame())
        sentByPage.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    // What our API receives to place the order (the request event may not carry a CORS request's body).
    const placed: string[] = [];
    await page.route(
      (url) => url.pathname === '/api/checkout',
      async (route) => {
        placed.push(route.request().postData() ?? '');
        await route.continue();
      },
    );

    await page.goto(siteUrl('/products.html'));
    const catalogue = page.locator('#catalogue');
    await addProductsOfTwoVendors(page, async (index) => {
      if (index > 0) await page.getByRole('button', { name: 'Back to all brands' }).click();
      // The first product of the index-th brand: brands sell through different vendors.
      await productCardLinks(catalogue.locator('showroom-brands').getByRole('region').nth(index))
        .first()
        .click();
      const product = page.locator('showroom-product');
      await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
      return product;
    });

    await page.goto(siteUrl('/checkout.html'));
    const checkout = page.locator('showroom-checkout');
    await signIn(checkout.locator('showroom-login'));
    await expect(checkout.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(siteUrl('/checkout.html'));
    await saveAddress(checkout);
    await checkout.getByRole('button', { name: 'Continue to payment' }).click();
    await enterNewCard(checkout, CARD.ok);
    await expect(cardFrame(checkout).getByLabel('Card number')).toHaveValue(CARD.ok);
    await checkout.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(checkout.getByText(ORDER_MESSAGES.orderPlaced)).toBeVisible();
    await expect(page).toHaveURL(siteUrl('/checkout.html'));

    // Nothing the pro's page holds, heard or sent has the number, spaced or not.
    const pageSaw = await page.evaluate(() => {
      const texts: string[] = [...(window as unknown as { __seen: string[] }).__seen];
      const walk = (root: Document | ShadowRoot) => {
        texts.push(root instanceof Document ? root.documentElement.outerHTML : root.innerHTML);
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(document);
      texts.push(JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }));
      return texts.join('\n');
    });
    for (const text of [pageSaw, sentByPage.join('\n')]) {
      expect(text).not.toContain(digits(CARD.ok));
      expect(text).not.toContain(CARD.ok);
    }
    expect(placed.join('\n')).toContain('card_token');
    expect(placed.join('\n')).not.toContain(digits(CARD.ok));
  });
});

/** Every file under `dir` (the e2e run's data: the embedded database, mail, API logs). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('after the journeys, no full card number or CVV is in the database, the logs or the mail', async () => {
  // Every worker's servers: the journeys that paid on the other worker wrote to its database, logs and mail.
  const files = (await Promise.all(allJourneyServers().map((servers) => filesUnder(servers.dataDir)))).flat();
  expect(files.some((file) => file.includes(`${path.sep}mail${path.sep}`))).toBe(true);
  expect(files.some((file) => file.endsWith('api.log'))).toBe(true);
  const leaks: string[] = [];
  for (const file of files) {
    // Binary database pages hold short text as it is, so a byte search finds a stored number.
    const text = (await readFile(file)).toString('latin1');
    for (const card of [CARD.ok, CARD.declined])
      if (text.includes(digits(card)) || text.includes(card)) leaks.push(`${file}: ${card}`);
    if (new RegExp(`(cvv|cvc)\\W{1,6}${CARD.cvv}\\b`, 'i').test(text)) leaks.push(`${file}: CVV`);
  }
  expect(leaks).toEqual([]);
});
