import { PRO_WEEK_DAYS, proWeekResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { products } from '../../modules/catalog/catalog-schema.ts';
import { sample_requests } from '../../modules/leads/sample-requests-schema.ts';
import { VIEW_COUNT_BATCH_MS } from '../../modules/pros/index.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { insertTestOrder, insertTestUser } from '../../testing/order-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let designer: Record<string, string>;
let designerId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 1 });
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
  designerId = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
});
afterAll(() => t.close());

const visit = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/visits', payload });
const week = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/pro/week', headers: designer });
  expect(response.statusCode).toBe(200);
  return proWeekResponseSchema.parse(response.json()).data;
};

describe('POST /api/visits and GET /api/pro/week', () => {
  it('counts visits per surface and product views into today’s figures', async () => {
    const before = await week();
    expect(before.days).toHaveLength(PRO_WEEK_DAYS);
    expect(before.days.at(-1)?.day).toBe(t.clock.now().toISOString().slice(0, 10));
    expect((await visit({ showroom: designerId, surface: 'embed' })).statusCode).toBe(200);
    await visit({ showroom: designerId, surface: 'embed' });
    await visit({ showroom: designerId, surface: 'shell' });
    const [product] = await t.db.select({ hash: products.hash }).from(products).limit(1);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/product/${product!.hash}?showroom=${designerId}`,
    });
    expect(detail.statusCode).toBe(200);
    // Views are written in batches (one upsert per showroom every VIEW_COUNT_BATCH_MS).
    await expect
      .poll(async () => (await week()).totals.product_views - before.totals.product_views, {
        timeout: VIEW_COUNT_BATCH_MS + 5_000,
      })
      .toBe(1);
    const today = (await week()).days.at(-1)!;
    expect(today.embed_visits - before.days.at(-1)!.embed_visits).toBe(2);
    expect(today.shell_visits - before.days.at(-1)!.shell_visits).toBe(1);
  });

  it('counts nothing for a showroom id that is no pro, and refuses a bad surface with 422', async () => {
    const homeownerId = await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email);
    expect((await visit({ showroom: homeownerId, surface: 'shell' })).statusCode).toBe(200);
    const bad = await visit({ showroom: designerId, surface: 'billboard' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { surface: expect.any(Array) } });
  });

  it('sums carts, orders, revenue, profit (negative for returns) and leads of the last seven days only', async () => {
    const before = await week();
    const now = t.clock.now();
    const buyer = await insertTestUser(t.db, 'User', 'Week Buyer');
    const vendorId = await insertTestUser(t.db, 'Vendor', 'Week Vendor');
    const order = await insertTestOrder(t.db, {
      userId: buyer,
      showroomId: designerId,
      createdAt: now,
      items: [
        { vendorId, qty: 2, markupCents: 300 },
        { vendorId, qty: 1, markupCents: 500, status: 'Returned' },
      ],
    });
    await insertTestOrder(t.db, {
      userId: buyer,
      showroomId: designerId,
      createdAt: new Date(now.getTime() - PRO_WEEK_DAYS * DAY_MS),
      items: [{ vendorId }],
    });
    await t.db
      .insert(projects)
      .values({ showroom_id: designerId, is_cart: true, temp_project_id: 'week-cart-0123456789' });
    await t.db.insert(sample_requests).values({
      full_name: 'Week Lead',
      email: 'week@leads.example',
      phone_number: '5550100002',
      action: 'save-up-to-30',
      lead_type: 'Pop-Ups',
      shop_profile_id: designerId,
    });
    const after = await week();
    const grew = (key: 'carts' | 'orders' | 'leads' | 'revenue' | 'profit') =>
      after.totals[key] - before.totals[key];
    expect(grew('orders')).toBe(1);
    expect(grew('carts')).toBe(1);
    expect(grew('leads')).toBe(1);
    expect(grew('revenue')).toBeCloseTo(order.totalCents / 100);
    // 2 × $3.00 sold, 1 × $5.00 returned.
    expect(grew('profit')).toBeCloseTo(1);
    expect(after.days.at(-1)!.orders - before.days.at(-1)!.orders).toBe(1);
  });
});
