import { expect, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import { SHELL_MESSAGES } from '@showroom/contract/constants';
import { LEAD_MESSAGES } from '@showroom/contract/lead';
import { PRO_ORDER_CSV_COLUMNS } from '@showroom/contract/pro';
import { HOMEOWNER } from './support/purchase-steps.ts';
import { DEMO_SHOWROOM, platformUrl, shellUrl } from './support/urls.ts';

const CONTRACTOR = { email: 'contractor@showroom.test', password: 'Showroom!2026' };
const JSON_HEADERS = { Accept: 'application/json' };

/** The demo homeowner buys one product in the demo showroom through the API (checkout has its own journey). */
async function placeOrderInDemoShowroom(page: Page): Promise<string> {
  const login = await page.request.post(platformUrl('/api/login'), {
    headers: JSON_HEADERS,
    data: HOMEOWNER,
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { ...JSON_HEADERS, Authorization: `Bearer ${token}` };
  const found = await page.request.get(platformUrl(`/api/visualization/showrooms?s=${DEMO_SHOWROOM.id}`));
  const showroom = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
  const menu = await page.request.get(platformUrl('/api/menu_category_show_all/0'));
  const slugs = ((await menu.json()) as { data: { data: { category: { slug: string } }[] } }).data.data.map(
    ({ category }) => category.slug,
  );
  const list = await page.request.post(platformUrl('/api/visualization/products'), {
    headers: JSON_HEADERS,
    data: { category: slugs[0], showroom, per_page: 24 },
  });
  const cards = ((await list.json()) as { data: { data: { id: number; size_id: number | null }[] } }).data
    .data;
  // A product may be sold out by other journeys: try them in turn until a purchase goes through.
  for (const card of cards) {
    await page.request.post(platformUrl('/api/projectCart/sync_to_bulk_cart'), {
      headers,
      data: { showroom, action: 'cart', items: [{ product_id: card.id, size_id: card.size_id, qty: 1 }] },
    });
    const bought = await page.request.post(platformUrl('/api/checkout'), {
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: `pro-orders-${Date.now()}-${card.id}` },
      data: { showroom, payment: { saved_card: true } },
    });
    if (bought.status() === 201)
      return ((await bought.json()) as { data: { order_number: string } }).data.order_number;
  }
  throw new Error('no product of the first category could be bought');
}

test('the demo contractor sees a lead from the lead form and an order of their showroom, its items and the CSV', async ({
  page,
}) => {
  test.slow();
  const lead = `Lena Lead ${Date.now()}`;
  // A visitor in the demo showroom sends the footer's lead form.
  await page.goto(`${shellUrl(ROUTE_PATHS.faq)}?showroom=${DEMO_SHOWROOM.id}`);
  await expect(page.getByText(DEMO_SHOWROOM.company).first()).toBeVisible();
  await page.getByRole('button', { name: SHELL_MESSAGES.footerOfferTitle }).click();
  const popup = page.getByRole('dialog', { name: SHELL_MESSAGES.footerOfferTitle });
  await popup.getByLabel('Full name').fill(lead);
  await popup.getByLabel('Email').fill(`lena.${Date.now()}@example.com`);
  await popup.getByLabel('Phone number').fill('415 555 0199');
  await popup.getByRole('button', { name: 'Get my offer' }).click();
  await expect(page.getByText(LEAD_MESSAGES.success, { exact: true }).first()).toBeVisible();

  const orderNumber = await placeOrderInDemoShowroom(page);

  // The contractor signs in to the console and opens Leads.
  await page.goto(shellUrl(ROUTE_PATHS.proLeads));
  await page.getByLabel('Email').fill(CONTRACTOR.email);
  await page.getByLabel('Password', { exact: true }).fill(CONTRACTOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.getByText(lead, { exact: true })).toBeVisible();
  await page.getByLabel(`Status of ${lead}`).selectOption('Contacted');
  await expect(page.getByText('Lead marked Contacted.').first()).toBeVisible();

  // Orders: the new order, its items in the contractor's view, and the CSV of the list.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Order number or customer').fill(orderNumber);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Items/ }).click();
  const items = page.getByRole('dialog', { name: `Items of order ${orderNumber}` });
  await expect(items.getByRole('columnheader', { name: 'Profit' })).toBeVisible();
  await items.getByRole('button', { name: 'Close', exact: true }).last().click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('showroom-orders.csv');
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.startsWith(`\uFEFF${PRO_ORDER_CSV_COLUMNS.join(',')}`)).toBe(true);
  expect(text).toContain(orderNumber);
});
