/**
 * Set-up shared by the checkout tests: a seeded app, homeowners with a shipping address, sizes of two
 * vendors the HOMEPRO1 showroom carries, sandbox card tokens, and the cart and checkout calls.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { categories, product_sizes, products } from '../modules/catalog/catalog-schema.ts';
import { shipping_addresses } from '../modules/identity/shipping-addresses-schema.ts';
import { users } from '../modules/identity/users-schema.ts';
import { createSandboxGateway, type SandboxGateway } from '../providers/payment-gateways/sandbox-gateway.ts';
import { type ShowroomFixture, showroomByVsdId } from './catalog-fixtures.ts';
import { bearer, createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface SizeFixture {
  sizeId: number;
  productId: number;
  vendorId: number;
  name: string;
}

export interface CheckoutKit {
  t: TestApp;
  homepro: ShowroomFixture;
  sandbox: SandboxGateway;
  /** Sizes of two different vendors, each of another product, in categories HOMEPRO1 carries. */
  sizes: [SizeFixture, SizeFixture, SizeFixture];
}

async function carriedSizes(t: TestApp, homepro: ShowroomFixture): Promise<CheckoutKit['sizes']> {
  const rows = await t.db
    .select({
      sizeId: product_sizes.id,
      productId: products.id,
      vendorId: products.vendor_id,
      name: products.name,
    })
    .from(product_sizes)
    .innerJoin(products, eq(products.id, product_sizes.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(categories.parent_id, homepro.topCategoryIds))
    .orderBy(asc(products.id), asc(product_sizes.id));
  const [first] = rows;
  const other = rows.find((row) => row.vendorId !== first?.vendorId);
  const third = rows.find((row) => row.productId !== first?.productId && row.productId !== other?.productId);
  if (!first || !other || !third) throw new Error('the seed has too few carried products');
  return [first, other, third];
}

/** Registers the file's beforeAll/afterAll; the kit is filled in before the first test. */
export function useCheckoutTestApp(options: Pick<TestAppOptions, 'products' | 'payments'> = {}): CheckoutKit {
  const kit = {} as CheckoutKit;
  beforeAll(async () => {
    kit.t = await createTestApp({ ...options, products: options.products ?? 60 });
    kit.homepro = await showroomByVsdId(kit.t.db, 'HOMEPRO1');
    kit.sandbox = createSandboxGateway({ db: kit.t.db, clock: kit.t.clock });
    kit.sizes = await carriedSizes(kit.t, kit.homepro);
  });
  afterAll(() => kit.t.close());
  return kit;
}

export interface Buyer {
  id: number;
  email: string;
  token: string;
}

/** A new active, verified homeowner with a shipping address in `state` and `zip_code` (as saved, unchecked: old rows too). */
export async function newHomeowner(kit: CheckoutKit, state = 'CA', zip_code = '95814'): Promise<Buyer> {
  const email = `buyer-${randomUUID()}@checkout.test`;
  const [user] = await kit.t.db
    .insert(users)
    .values({
      type: 'User',
      status: 'Active',
      first_name: 'Casey',
      last_name: 'Buyer',
      email,
      // Never signed in with: tests use bearer tokens.
      password_hash: 'not-a-password-hash',
      email_verified_at: new Date('2025-01-01T00:00:00Z'),
    })
    .returning({ id: users.id });
  await kit.t.db.insert(shipping_addresses).values({
    user_id: user!.id,
    street: '1 Main Street',
    city: 'Springfield',
    state,
    zip_code,
  });
  return { id: user!.id, email, token: await kit.t.tokenFor(email) };
}

export async function setStock(kit: CheckoutKit, sizeId: number, qty: number): Promise<void> {
  await kit.t.db.update(product_sizes).set({ stock_qty: qty }).where(eq(product_sizes.id, sizeId));
}

export async function stockOf(kit: CheckoutKit, sizeId: number): Promise<number> {
  const [row] = await kit.t.db
    .select({ qty: product_sizes.stock_qty })
    .from(product_sizes)
    .where(eq(product_sizes.id, sizeId));
  return row!.qty;
}

/** Puts `qty` of a size in the buyer's cart in HOMEPRO1. */
export async function addToCart(kit: CheckoutKit, buyer: Buyer, size: SizeFixture, qty: number) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/api/projectCart/sync_to_cart',
    headers: bearer(buyer.token),
    payload: {
      showroom: kit.homepro.userId,
      action: 'cart',
      product_id: size.productId,
      size_id: size.sizeId,
      qty,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sync_to_cart: ${response.statusCode} ${response.body}`);
}

/** A single-use token from the sandbox's card fields. */
export async function cardToken(kit: CheckoutKit, number = '4242424242424242'): Promise<string> {
  const result = await kit.sandbox.tokenize({ number, expMonth: 12, expYear: 2030, cvc: '123' });
  if (!result.ok) throw new Error(`tokenize refused ${number}`);
  return result.card.token;
}

export const newKey = () => randomUUID();

export function placeOrder(kit: CheckoutKit, buyer: Buyer, key: string, payload: object) {
  return kit.t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...bearer(buyer.token), 'idempotency-key': key },
    payload: { showroom: kit.homepro.userId, ...payload },
  });
}

export function checkoutSummary(kit: CheckoutKit, buyer: Buyer, couponCode?: string) {
  return kit.t.app.inject({
    method: 'GET',
    url: '/api/checkout/summary',
    headers: bearer(buyer.token),
    query: { showroom: String(kit.homepro.userId), ...(couponCode ? { coupon_code: couponCode } : {}) },
  });
}
