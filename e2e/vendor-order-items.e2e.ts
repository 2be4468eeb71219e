import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { DECLINE_CONFIRM_TEXTS } from '@showroom/contract/vendor';
import { latestMailText, OTP, waitForNewMailText } from './support/mail-outbox.ts';
import { HOMEOWNER } from './support/purchase-steps.ts';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

const PASSWORD = 'Showroom!2026';
const VENDOR = { email: 'vendor@showroom.test', company: 'Summit Supply Co.' };
const ADMIN_EMAIL = 'admin@showroom.test';
const JSON_HEADERS = { Accept: 'application/json' };

interface Bought {
  orderId: number;
  orderNumber: string;
  product: string;
}

async function homeownerHeaders(page: Page) {
  const login = await page.request.post(platformUrl('/api/login'), {
    headers: JSON_HEADERS,
    data: HOMEOWNER,
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { ...JSON_HEADERS, Authorization: `Bearer ${token}` };
}

/** The demo homeowner buys one unit of a product of the demo vendor in the demo showroom, through the API. */
async function buyFromDemoVendor(page: Page): Promise<Bought> {
  const headers = await homeownerHeaders(page);
  const found = await page.request.get(platformUrl(`/api/visualization/showrooms?s=${DEMO_SHOWROOM.id}`));
  const showroom = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  const menu = await page.request.get(platformUrl('/api/menu_category_show_all/0'));
  const slugs = ((await menu.json()) as { data: { data: { category: { slug: string } }[] } }).data.data.map(
    ({ category }) => category.slug,
  );
  for (const slug of slugs) {
    const list = await page.request.post(platformUrl('/api/visualization/products'), {
      headers: JSON_HEADERS,
      data: { category: slug, showroom, per_page: 24 },
    });
    type Card = {
      id: number;
      name: string;
      size_id: number | null;
      stock: number;
      vendor: { name: string } | null;
    };
    const cards = ((await list.json()) as { data: { data: Card[] } }).data.data.filter(
      (card) => card.vendor?.name === VENDOR.company && card.size_id !== null && card.stock >= 3,
    );
    // A product may be sold out by other journeys: try them in turn until a purchase goes through.
    for (const card of cards) {
      await page.request.post(platformUrl('/api/projectCart/sync_to_bulk_cart'), {
        headers,
        data: { showroom, action: 'cart', items: [{ product_id: card.id, size_id: card.size_id, qty: 1 }] },
      });
      const bought = await page.request.post(platformUrl('/api/checkout'), {
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: `vendor-items-${Date.now()}-${card.id}` },
        data: { showroom, payment: { saved_card: true } },
      });
      if (bought.status() !== 201) continue;
      const { id, order_number } = ((await bought.json()) as { data: { id: number; order_number: string } })
        .data;
      return { orderId: id, orderNumber: order_number, product: card.name };
    }
  }
  throw new Error(`no product of ${VENDOR.company} could be bought`);
}

async function signIn(page: Page, route: string, email: string) {
  await page.goto(shellUrl(route));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The admin signs in with the password, then the one-time code mailed to them (a new one, not an older mail's). */
async function signInAsAdmin(page: Page) {
  const before = await latestMailText(ADMIN_EMAIL, OTP);
  await signIn(page, ROUTE_PATHS.adminOrders, ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Code' }).fill(await waitForNewMailText(ADMIN_EMAIL, OTP, before));
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function vendorSetsStatus(page: Page, bought: Bought, status: string) {
  await page.goto(shellUrl(ROUTE_PATHS.vendorOrderItems));
  await page.getByLabel(`Status of ${bought.product} in order ${bought.orderNumber}`).selectOption(status);
  // A Decline asks first what it does; nothing is sent until the vendor confirms.
  if (status === 'Decline') {
    await page
      .getByRole('dialog', { name: `Decline ${bought.product}?` })
      .getByRole('button', { name: DECLINE_CONFIRM_TEXTS.confirm })
      .click();
  }
  await expect(page.getByText(ORDER_MESSAGES.statusUpdated).first()).toBeVisible();
}

test('a homeowner buys, the vendor readies the item, the admin ships and delivers it; a vendor Decline refunds', async ({
  page,
  browser,
}) => {
  test.slow();
  const first = await buyFromDemoVendor(page);

  // The vendor signs in to the portal and moves the item to Ready to Pick Up from the dropdown.
  await signIn(page, ROUTE_PATHS.vendorOrderItems, VENDOR.email);
  await expect(page.getByRole('heading', { name: 'Your order items', level: 1 })).toBeVisible();
  await vendorSetsStatus(page, first, 'Ready to Pick Up');
  const vendorRow = page
    .getByRole('row')
    .filter({ hasText: first.orderNumber })
    .filter({ hasText: first.product });
  await expect(vendorRow.getByRole('combobox')).toHaveValue('Ready to Pick Up');

  // The admin, in another browser while the vendor's list stays open, finds the order, opens its items
  // and ships, then delivers the item.
  const adminBrowser = await browser.newContext();
  const admin = await adminBrowser.newPage();
  await signInAsAdmin(admin);
  await expect(admin.getByRole('heading', { name: 'All orders', level: 1 })).toBeVisible();
  // The homeowner's cart may have held a line of an earlier journey's: the order may have more items.
  await admin
    .getByRole('button', { name: new RegExp(`^Items \\(\\d+\\) of order ${first.orderNumber}$`) })
    .click();
  const popup = admin.getByRole('dialog', { name: `Items of order ${first.orderNumber}` });
  const status = popup.getByRole('combobox', { name: `Status of ${first.product}` });
  await status.selectOption('Shipped');
  await expect(admin.getByText(ORDER_MESSAGES.statusUpdated).first()).toBeVisible();
  await expect(status).toHaveValue('Shipped');
  // The vendor's open list shows the admin's change live, without a reload, within a second: the
  // item's dropdown (whose options name every status) gives way to its status as text.
  await expect(vendorRow.getByRole('combobox')).toHaveCount(0, { timeout: 1_000 });
  await expect(vendorRow).toContainText('Shipped');
  await status.selectOption('Delivered');
  await expect(status).toHaveValue('Delivered');
  await adminBrowser.close();

  // The homeowner's order shows each step.
  const headers = await homeownerHeaders(page);
  const detail = (await (
    await page.request.get(platformUrl(`/api/orders/${first.orderId}`), { headers })
  ).json()) as {
    data: { timeline: { status: string }[] };
  };
  expect(detail.data.timeline.map((entry) => entry.status)).toEqual(
    expect.arrayContaining(['Ready to Pick Up', 'Shipped', 'Delivered']),
  );

  // A second purchase, declined by the vendor: the homeowner is told it is refunded (the restock's
  // exact count is proven by the server tests: the product page's stock is cached for seconds).
  const second = await buyFromDemoVendor(page);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ROUTE_PATHS.vendorOrderItems, VENDOR.email);
  await expect(page.getByRole('heading', { name: 'Your order items', level: 1 })).toBeVisible();
  await vendorSetsStatus(page, second, 'Decline');
  await expect(page.getByRole('row').filter({ hasText: second.orderNumber })).toContainText('Not Approved');
  const notes = (await (
    await page.request.get(platformUrl('/api/notification?page=1'), { headers })
  ).json()) as {
    data: { data: { message: string }[] };
  };
  const declined = notes.data.data.find((note) =>
    note.message.startsWith(
      `${VENDOR.company} cannot supply ${second.product}, so it is taken off your order.`,
    ),
  );
  expect(declined?.message).toMatch(/\$[\d.,]+ is refunded to your card\./);
});
