/**
 * A crash in the middle of many purchases (issue #21): 50 homeowners each buying 3 units of one size
 * (247 on hand) at once, the API process killed (`kill -9`) while they run, a new process started,
 * and every submit retried with its own Idempotency-Key after more than 2 minutes (the stored
 * timestamps are moved back, as the other process cannot share a test clock). Every retry gets its
 * buyer's one order, no unit is lost (247 − 150 = 97) and every card is charged exactly once. Then
 * a process killed (FLOW_FAULT) right after each step of the place-order flow: the same, the retry on
 * another process gets the order.
 * Needs DATABASE_URL: an API process of its own cannot share an embedded PGlite.
 */
import { randomUUID } from 'node:crypto';
import { orderDetailResponseSchema } from '@showroom/contract/orders';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { seed } from '../../db/seed/index.ts';
import { settlePayments } from '../../jobs/payment-settler.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { product_sizes } from '../../modules/catalog/catalog-schema.ts';
import { stock_reservations } from '../../modules/checkout/stock-reservations-schema.ts';
import { AccessTokens } from '../../modules/identity/index.ts';
import { shipping_addresses } from '../../modules/identity/shipping-addresses-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { orders } from '../../modules/orders/orders-schema.ts';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import { MINUTE_MS, systemClock } from '../../providers/clock/clock.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { type ApiProcess, startApiProcess } from '../../testing/api-process.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../testing/throwaway-database.ts';

const BUYERS = 50;
const QTY = 3;
const STOCK = 247;

let database: ThrowawayDatabase;
let handle: Awaited<ReturnType<typeof openDatabase>>;
let db: Database;
let api: ApiProcess | undefined;
const env = () => ({ DATABASE_URL: database.url, APP_KEY: 'checkout-crash-test-key-0123456789abcdef' });

interface Purchase {
  userId: number;
  token: string;
  key: string;
  body: { showroom: number; payment: { card_token: string } };
}
let purchases: Purchase[] = [];
let sizeId: number;
let productId: number;
let showroom: number;

/** A new homeowner with QTY units in the cart (added through the running API) and a new card. */
async function newPurchase(): Promise<Purchase> {
  const [user] = await db
    .insert(users)
    .values({
      type: 'User',
      status: 'Active',
      first_name: 'Casey',
      last_name: 'Buyer',
      email: `crash-${randomUUID()}@checkout.test`,
      password_hash: 'not-a-password-hash',
      email_verified_at: new Date('2025-01-01T00:00:00Z'),
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await db.insert(shipping_addresses).values({
    user_id: userId,
    street: '1 Main Street',
    city: 'Springfield',
    state: 'CA',
    zip_code: '95814',
  });
  const token = await new AccessTokens(db, systemClock).issue(userId, 'test');
  const card = await createSandboxGateway({ db, clock: systemClock }).tokenize({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  if (!card.ok) throw new Error('the sandbox refused a test card');
  const added = await call('POST', '/api/projectCart/sync_to_cart', token, {
    showroom,
    action: 'cart',
    product_id: productId,
    size_id: sizeId,
    qty: QTY,
  });
  if (added.status !== 200) throw new Error(`sync_to_cart answered ${added.status}`);
  return { userId, token, key: randomUUID(), body: { showroom, payment: { card_token: card.card.token } } };
}

/** More than 2 minutes pass (and the settler's 5-minute lease): every stored timestamp moves back. */
async function sixMinutesPass() {
  const back = sql`interval '6 minutes'`;
  await db.execute(sql`update idempotency_keys set created_at = created_at - ${back}`);
  await db.execute(sql`update checkout_claims set claimed_at = claimed_at - ${back}`);
  await db.execute(sql`update stock_reservations set created_at = created_at - ${back}`);
  await db.execute(
    sql`update payments set created_at = created_at - ${back}, updated_at = updated_at - ${back}`,
  );
}

const stockNow = async () =>
  (
    await db.select({ qty: product_sizes.stock_qty }).from(product_sizes).where(eq(product_sizes.id, sizeId))
  )[0]!.qty;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the crash test needs a PostgreSQL server: set DATABASE_URL');
  database = await createThrowawayDatabase(serverUrl);
  handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  db = handle.db;
  await handle.migrate();
  await seed(db, { products: 40, siteOrigins: ['http://localhost:8081'] });
  const [pro] = await db
    .select({ userId: shop_profiles.user_id })
    .from(shop_profiles)
    .where(eq(shop_profiles.vsd_id, 'HOMEPRO1'));
  const [size] = await db.select().from(product_sizes).orderBy(product_sizes.id).limit(1);
  if (!pro || !size) throw new Error('the seed has no HOMEPRO1 or no product size');
  sizeId = size.id;
  await db.update(product_sizes).set({ stock_qty: STOCK }).where(eq(product_sizes.id, size.id));
  showroom = pro.userId;
  productId = size.product_id;
  api = await startApiProcess(env());
  purchases = [];
  for (let index = 0; index < BUYERS; index += 1) purchases.push(await newPurchase());
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await handle?.close();
  await database?.drop();
});

async function call(method: 'POST', path: string, token: string, body: object, key?: string) {
  const response = await fetch(`${api!.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const checkout = (purchase: Purchase) =>
  call('POST', '/api/checkout', purchase.token, purchase.body, purchase.key);

const ordersPlaced = async () => Number((await db.select({ n: count() }).from(orders))[0]!.n);

describe('50 purchases, a kill -9 in their midst, and the same keys retried', () => {
  it('every retry gets its order, no stock is lost, every card is charged once', async () => {
    const first = purchases.map((purchase) => checkout(purchase).catch(() => null));
    // Killed once some orders are written, while the rest are somewhere in their steps.
    const started = performance.now();
    while ((await ordersPlaced()) < 10 && performance.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await api!.kill();
    await Promise.all(first);
    const beforeRetry = await ordersPlaced();
    expect(beforeRetry).toBeGreaterThanOrEqual(10);
    // The kill came while purchases were running: keys claimed that never got their answer.
    const unanswered = await db.execute(
      sql`select count(*)::int as n from idempotency_keys where response_status is null`,
    );
    expect(Number(rowsOf<{ n: number }>(unanswered)[0]!.n)).toBeGreaterThan(0);

    await sixMinutesPass();
    api = await startApiProcess(env());
    const retried = await Promise.all(purchases.map(checkout));
    expect(retried.filter((answer) => answer.status !== 201)).toEqual([]);
    for (const [index, answer] of retried.entries()) {
      const order = orderDetailResponseSchema.parse(answer.body).data;
      const mine = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.user_id, purchases[index]!.userId));
      expect(mine).toEqual([{ id: order.id }]);
    }
    expect(await ordersPlaced()).toBe(BUYERS);

    // Whatever the dead process left authorized on its orders is captured by the settler.
    const later = { now: () => new Date(Date.now() + 10 * MINUTE_MS) };
    await settlePayments(db, later, createSandboxGateway({ db, clock: later }));
    expect(await stockNow()).toBe(STOCK - BUYERS * QTY);
    expect(await db.select().from(stock_reservations)).toEqual([]);
    const charges = await db
      .select({ token: sandbox_charges.token, state: sandbox_charges.state })
      .from(sandbox_charges);
    expect(charges).toHaveLength(BUYERS);
    expect(new Set(charges.map((charge) => charge.token)).size).toBe(BUYERS);
    expect(charges.every((charge) => charge.state === 'captured')).toBe(true);
  }, 180_000);

  it.each(['reserve-stock', 'authorize-payment', 'record-payment', 'write-order', 'capture-payment'])(
    'a process killed right after %s: the retry on another process gets the order, charged once',
    async (step) => {
      const purchase = await newPurchase();
      const stockBefore = await stockNow();
      const dying = await startApiProcess({ ...env(), FLOW_FAULT: `place-order:${step}:kill` });
      const answer = await fetch(`${dying.url}/api/checkout`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${purchase.token}`,
          'idempotency-key': purchase.key,
        },
        body: JSON.stringify(purchase.body),
      }).then(
        () => 'answered',
        () => 'connection lost',
      );
      expect(answer).toBe('connection lost');
      await dying.kill();
      await sixMinutesPass();
      const retried = await checkout(purchase);
      expect(retried.status).toBe(201);
      const order = orderDetailResponseSchema.parse(retried.body).data;
      const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.user_id, purchase.userId));
      expect(mine).toEqual([{ id: order.id }]);
      const later = { now: () => new Date(Date.now() + 10 * MINUTE_MS) };
      await settlePayments(db, later, createSandboxGateway({ db, clock: later }));
      expect(await stockNow()).toBe(stockBefore - QTY);
      expect(await db.select().from(stock_reservations)).toEqual([]);
      const charges = await db
        .select({ state: sandbox_charges.state })
        .from(sandbox_charges)
        .where(eq(sandbox_charges.token, purchase.body.payment.card_token));
      expect(charges).toEqual([{ state: 'captured' }]);
    },
    60_000,
  );
});
