import { expect, type Page, test } from '@playwright/test';
import { loginPath, ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import { ORDER_MESSAGES, type OrderDetail } from '@showroom/contract/orders';
import { waitForMailLink } from './support/mail-outbox.ts';
import { productCardLinks } from './support/product-cards.ts';
import { addProductsOfTwoVendors, HOMEOWNER } from './support/purchase-steps.ts';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

/** Signs in on the sign-in page with the demo homeowner, or the account given. */
async function signIn(page: Page, account = HOMEOWNER): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A verified homeowner of its own, with no projects yet: spec §4 sends a homeowner who has projects
 * to / after sign-in, and the demo homeowner gains projects in the other journeys.
 */
async function freshHomeowner(page: Page): Promise<{ email: string; password: string }> {
  const account = { email: `orders.${Date.now()}@example.test`, password: 'Sup3r-Secret' };
  const response = await page.request.post(platformUrl('/api/register'), {
    headers: { Accept: 'application/json' },
    data: {
      full_name: 'Robin Orders',
      ...account,
      country_code: '+1',
      phone_number: '(916) 555-0142',
      zip_code: '95814',
      agree: true,
      shipping_street: '12 Elm Street',
      shipping_city: 'Sacramento',
      shipping_state: 'CA',
      shipping_zip_code: '95814',
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await page.goto(await waitForMailLink(account.email, '/showroom/verify/'));
  await expect(page.getByText(ACCOUNT_MESSAGES.emailVerified).first()).toBeVisible();
  return account;
}

/** Enters the demo showroom and fills the cart with lines in stock of two vendors. */
async function fillCart(page: Page): Promise<void> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
  await addProductsOfTwoVendors(page, async (index) => {
    await page.goto(shellUrl(ROUTE_PATHS.ourBrands));
    // The list may re-render once the signed-in prices arrive; a click on a replaced card is lost.
    await expect(async () => {
      await productCardLinks(page).nth(index).click();
      await expect(page).toHaveURL(/\/product\//, { timeout: 2_000 });
    }).toPass();
    return page;
  });
}

/**
 * Buys the signed-in homeowner's cart with their saved card through `POST /api/checkout` (the
 * checkout screens are another journey's), as the page's own session.
 */
async function placeOrder(page: Page): Promise<OrderDetail> {
  const { token, showroom } = await page.evaluate(
    (keys) => {
      const read = (key: string) => {
        const raw = localStorage.getItem(key) ?? '';
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return raw;
        }
      };
      return { token: read(keys.token), showroom: (read(keys.item) as { showroom: number }).showroom };
    },
    { token: STORAGE_KEYS.authToken, item: STORAGE_KEYS.myItem },
  );
  const response = await page.request.post(platformUrl('/api/checkout'), {
    headers: {
      Authorization: `Bearer ${String(token)}`,
      Accept: 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: `your-orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
    },
    data: { showroom, payment: { saved_card: true } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderDetail }).data;
}

test.describe('Your Orders', () => {
  test('signed out: the order FAQ and a Login link that comes back to /your_orders', async ({ page }) => {
    await page.goto(shellUrl(ROUTE_PATHS.yourOrders));
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Order' })).toBeVisible();
    await page.getByText('Can I cancel my order or change the shipping address?').click();
    await expect(page.getByText(/within 60 minutes of placing the order/)).toBeVisible();

    const account = await freshHomeowner(page);
    await page.goto(shellUrl(ROUTE_PATHS.yourOrders));
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(shellUrl(loginPath(ROUTE_PATHS.yourOrders)));
    await signIn(page, account);
    await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.yourOrders));
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Order' })).toBeHidden();
  });

  test('signed in: the order in the list, opened with one timeline, its items popup, shared by address, cancelled', async ({
    page,
    context,
  }) => {
    await page.goto(shellUrl(ROUTE_PATHS.login));
    await signIn(page);
    await expect(page.getByRole('button', { name: /Olivia|homeowner/i })).toBeVisible();
    await fillCart(page);
    const order = await placeOrder(page);
    const items = order.vendors_items.flatMap((group) => group.items);

    await page.goto(shellUrl(ROUTE_PATHS.yourOrders));
    const row = page.getByRole('article', { name: `Order ${order.order_number}` });
    await expect(row).toContainText('Placed');
    await row.getByRole('link', { name: `View details of order ${order.order_number}` }).click();
    await expect(page).toHaveURL(shellUrl(`${ROUTE_PATHS.yourOrders}?order=${order.id}`));

    // One timeline across vendors: every item's first status, whichever vendor sells it.
    const timeline = row.getByRole('list', { name: 'Timeline' });
    for (const item of items) await expect(timeline).toContainText(`${item.product_name} · ${item.vendor}`);
    await expect(timeline.getByRole('listitem')).toHaveCount(order.timeline.length);

    await row.getByRole('button', { name: 'Items' }).click();
    const popup = page.getByRole('dialog', { name: `Items of order ${order.order_number}` });
    await expect(popup.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    for (const item of items) await expect(popup).toContainText(item.product_name);
    // Each item with its product's picture, loaded.
    const thumbs = popup.locator('img');
    await expect(thumbs).toHaveCount(items.length);
    for (const thumb of await thumbs.all()) {
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await popup.getByText('Close', { exact: true }).click();
    await expect(popup).toBeHidden();

    // The opened order's address works in a new tab.
    const shared = await context.newPage();
    await shared.goto(shellUrl(`${ROUTE_PATHS.yourOrders}?order=${order.id}`));
    await expect(shared.getByRole('list', { name: 'Timeline' })).toBeVisible();
    await shared.close();

    await row.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel order ${order.order_number}?` });
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(ORDER_MESSAGES.orderCancelled).first()).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  });
});
