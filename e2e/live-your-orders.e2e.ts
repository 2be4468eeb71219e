import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import { homeownerStatusWords, type OrderDetail, type OrderItemStatus } from '@showroom/contract/orders';
import { emptySignedInCart } from './support/cart-api.ts';
import { latestMailText, OTP, waitForNewMailText } from './support/mail-outbox.ts';
import { productCardLinks } from './support/product-cards.ts';
import { addOneProductInStock, HOMEOWNER } from './support/purchase-steps.ts';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

const ADMIN_EMAIL = 'admin@showroom.test';

/** An admin's bearer token past the OTP step, through the API (the admin's screens are another branch's). */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(platformUrl('/api/login'), {
    data: { email: ADMIN_EMAIL, password: HOMEOWNER.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const before = await latestMailText(ADMIN_EMAIL, OTP);
  await request.get(platformUrl('/api/login/verify_otp'), { headers });
  const otp = await waitForNewMailText(ADMIN_EMAIL, OTP, before);
  const verified = await request.get(platformUrl(`/api/login/verify_otp?otp=${otp}`), { headers });
  expect(verified.status(), await verified.text()).toBe(200);
  return token;
}

/** The homeowner buys one line in stock of the demo showroom with their saved card (the API's checkout). */
async function buyOneLine(page: Page): Promise<OrderDetail> {
  await page.goto(shellUrl(ROUTE_PATHS.home));
  await page.getByLabel('Enter Showroom ID').fill(DEMO_SHOWROOM.id);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(shellUrl(ROUTE_PATHS.contractorShowroom));
  await emptySignedInCart(page);
  await addOneProductInStock(page, async (index) => {
    await page.goto(shellUrl(ROUTE_PATHS.ourBrands));
    await expect(async () => {
      await productCardLinks(page).nth(index).click();
      await expect(page).toHaveURL(/\/product\//, { timeout: 2_000 });
    }).toPass();
    return page;
  });
  const { token, showroom } = await page.evaluate(
    (keys) => ({
      token: localStorage.getItem(keys.token) ?? '',
      showroom: (JSON.parse(localStorage.getItem(keys.item) ?? '{}') as { showroom: number }).showroom,
    }),
    { token: STORAGE_KEYS.authToken, item: STORAGE_KEYS.myItem },
  );
  const response = await page.request.post(platformUrl('/api/checkout'), {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: `live-orders-${Date.now()}`,
    },
    data: { showroom, payment: { saved_card: true } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrderDetail }).data;
}

test('the homeowner’s open /your_orders shows each status change within a second, without a reload', async ({
  page,
  request,
}) => {
  await page.goto(shellUrl(ROUTE_PATHS.login));
  await page.getByLabel('Email').fill(HOMEOWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(HOMEOWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /Olivia|homeowner/i })).toBeVisible();
  const order = await buyOneLine(page);
  const item = order.vendors_items[0]?.items[0];
  if (!item) throw new Error('the order has no item');

  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto(shellUrl(`${ROUTE_PATHS.yourOrders}?order=${order.id}`));
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(order.timeline.length);
  expect((await streamOpened).status()).toBe(200);
  // Set on this page: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  const admin = await adminToken(request);
  for (const [index, status] of (
    ['Accept to Pick Up', 'Shipped', 'Delivered'] as OrderItemStatus[]
  ).entries()) {
    const changed = await request.put(platformUrl(`/api/order_items/${item.id}/status`), {
      headers: { Authorization: `Bearer ${admin}`, Accept: 'application/json' },
      data: { status },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await expect(timeline.getByRole('listitem')).toHaveCount(order.timeline.length + index + 1, {
      timeout: 1_000,
    });
    await expect(timeline.getByRole('listitem').first()).toContainText(homeownerStatusWords(status));
  }
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
});
