import { validationErrorSchema } from '@showroom/contract';
import { orderItemsResponseSchema } from '@showroom/contract/orders';
import { PRO_ORDER_CSV_COLUMNS, proOrderPageResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { orders } from '../../modules/orders/orders-schema.ts';
import { insertTestOrder, insertTestUser } from '../../testing/order-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let designer: Record<string, string>;
let contractor: Record<string, string>;
const mine: Record<string, { orderId: number; number: string }> = {};
let othersOrderId: number;

/** The designer's showroom gets three orders of its own; the contractor's one is never the designer's. */
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  const { designer: designerLogin, contractor: contractorLogin } = DEMO_ACCOUNTS.logins;
  designer = bearer(await t.tokenFor(designerLogin.email));
  contractor = bearer(await t.tokenFor(contractorLogin.email));
  const designerId = await t.userIdOf(designerLogin.email);
  const vendorId = await insertTestUser(t.db, 'Vendor', 'Tile Vendor');
  const ada = await insertTestUser(t.db, 'User', 'Ada Lovelace');
  const tricky = await insertTestUser(t.db, 'User', '=HYPERLINK("x"), Jr');
  const place = async (
    key: string,
    userId: number,
    createdAt: string,
    items: Parameters<typeof insertTestOrder>[1]['items'],
  ) => {
    const order = await insertTestOrder(t.db, {
      userId,
      showroomId: designerId,
      items,
      createdAt: new Date(createdAt),
    });
    const [row] = await t.db
      .select({ order_number: orders.order_number })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    mine[key] = { orderId: order.orderId, number: row!.order_number };
  };
  await place('oldest', ada, '2026-03-01T10:00:00Z', [{ vendorId, qty: 2, markupCents: 300 }]);
  await place('returned', ada, '2026-03-15T10:00:00Z', [
    { vendorId, qty: 3, markupCents: 200, status: 'Delivered' },
    { vendorId, qty: 1, markupCents: 500, status: 'Returned' },
  ]);
  await place('newest', tricky, '2026-04-02T23:30:00Z', [{ vendorId, qty: 1, markupCents: 100 }]);
  const stranger = await insertTestUser(t.db, 'User', 'Ada Elsewhere');
  const other = await insertTestOrder(t.db, {
    userId: stranger,
    showroomId: await t.userIdOf(contractorLogin.email),
    items: [{ vendorId }],
  });
  othersOrderId = other.orderId;
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/pro/orders${query}`, headers });
  expect(response.statusCode).toBe(200);
  return proOrderPageResponseSchema.parse(response.json()).data;
};

describe('GET /api/pro/orders', () => {
  it('lists the orders placed in the pro’s showroom, newest first, with their profit (negative for returns)', async () => {
    const page = await list(designer);
    expect(page.data.map((order) => order.id)).toEqual(
      [mine.newest, mine.returned, mine.oldest].map((o) => o!.orderId),
    );
    expect(page.total).toBe(3);
    const returned = page.data[1]!;
    // 3 × $2.00 delivered, minus 1 × $5.00 returned.
    expect(returned.profit).toBe(1);
    expect(returned.item_count).toBe(2);
    expect(returned.statuses).toEqual(['Returned', 'Delivered']);
    expect(returned.customer_name).toBe('Ada Lovelace');
    expect(page.data[2]!.profit).toBe(6);
  });

  it('never shows another showroom’s orders', async () => {
    const page = await list(contractor, '?per_page=50');
    expect(page.data.map((order) => order.id)).toContain(othersOrderId);
    for (const key of Object.keys(mine))
      expect(page.data.map((order) => order.id)).not.toContain(mine[key]!.orderId);
  });

  it('filters by item status, placing day (inclusive, UTC) and order number or customer', async () => {
    const ids = async (query: string) => (await list(designer, query)).data.map((order) => order.id);
    expect(await ids('?status=Returned')).toEqual([mine.returned!.orderId]);
    expect(await ids('?from=2026-03-15&to=2026-04-02')).toEqual([
      mine.newest!.orderId,
      mine.returned!.orderId,
    ]);
    expect(await ids('?to=2026-03-01')).toEqual([mine.oldest!.orderId]);
    expect(await ids(`?q=${mine.oldest!.number.slice(3).toLowerCase()}`)).toEqual([mine.oldest!.orderId]);
    expect(await ids('?q=lovelace')).toEqual([mine.returned!.orderId, mine.oldest!.orderId]);
    // LIKE's wildcards are searched as characters.
    expect(await ids('?q=%25')).toEqual([]);
    const paged = await list(designer, '?q=lovelace&per_page=1&page=2');
    expect(paged.data.map((order) => order.id)).toEqual([mine.oldest!.orderId]);
    expect(paged.last_page).toBe(2);
    expect(paged.prev_page_url).toContain('q=lovelace');
  });

  it('answers bad filters with 422 and the field at fault', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?from=2026-04-02&to=2026-03-01', 'to'],
      ['?status=Shipped-ish', 'status'],
      ['?per_page=500', 'per_page'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/pro/orders${query}`,
        headers: designer,
      });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(validationErrorSchema.parse(response.json()).errors)).toContain(field);
    }
  });
});

describe('GET /api/pro/orders.csv', () => {
  it('streams the filtered list as CSV, quoted, with formulas made harmless', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/pro/orders.csv?from=2026-03-15',
      headers: designer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(PRO_ORDER_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    // The customer's '=HYPERLINK("x"), Jr' becomes text: a leading ', its quotes doubled, the cell quoted.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), Jr"`);
    expect(lines[1]).toContain(mine.newest!.number);
    expect(lines[2]).toContain(`${mine.returned!.number},`);
    expect(lines[2]).toMatch(/,Returned; Delivered,\d+\.\d\d,1\.00$/);
  });

  it('refuses bad filters with 422 before writing anything', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/pro/orders.csv?to=someday',
      headers: designer,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the order items popup in the pro’s view', () => {
  it('shows the pro their own order’s items with markup × qty as profit, and no other showroom’s', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${mine.returned!.orderId}/items`,
      headers: designer,
    });
    expect(response.statusCode).toBe(200);
    const items = orderItemsResponseSchema.parse(response.json()).data;
    expect(items.map((item) => [item.contractor_markup_amt, item.profit])).toEqual([
      [2, 6],
      [5, -5],
    ]);
    expect(items[0]!.final_price).toBeUndefined();
    const others = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${othersOrderId}/items`,
      headers: designer,
    });
    expect(others.statusCode).toBe(404);
  });
});

describe('the cached list', () => {
  it('shows an order placed by another API process within a moment, told by the database', async () => {
    const ids = async () => (await list(designer, '?per_page=50')).data.map((order) => order.id);
    const before = await ids();
    // Written straight to the database, as another process would: only migration 0022's notice
    // can drop this process's cached page.
    const placed = await insertTestOrder(t.db, {
      userId: await insertTestUser(t.db, 'User', 'Late Buyer'),
      showroomId: await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email),
      items: [{ vendorId: await insertTestUser(t.db, 'Vendor', 'Late Vendor') }],
    });
    await expect.poll(ids, { timeout: 2_000 }).toEqual([placed.orderId, ...before]);
  });
});
