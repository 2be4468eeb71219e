import { USER_TYPES } from '@showroom/contract';
import { SHOP_CATEGORIES } from '@showroom/contract/constants';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { brands, categories, product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import { shipping_addresses } from '../../modules/identity/shipping-addresses-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { payment_methods } from '../../modules/payments/payment-methods-schema.ts';
import { shop_profiles, showroom_site_origins } from '../../modules/showrooms/showrooms-schema.ts';
import { seededCatalogue } from '../../testing/seeded-catalogue.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_NOTIFICATION_COUNT, DEMO_UNREAD_NOTIFICATIONS } from './homeowner-account.ts';
import { seed, seedIfEmpty } from './index.ts';
import { SEEDED_STOCK } from './stock-quantities.ts';

const PRODUCTS = 300;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await Promise.all([seed(first.db, { products: PRODUCTS }), seed(second.db, { products: PRODUCTS })]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const firstHashes = (handle: DatabaseHandle) =>
  handle.db
    .select({ hash: products.hash, name: products.name })
    .from(products)
    .orderBy(asc(products.id))
    .limit(50);

describe('seed', () => {
  it('is deterministic: two seeds give the same products in the same order', async () => {
    const [a, b] = await Promise.all([firstHashes(first), firstHashes(second)]);
    expect(a).toHaveLength(50);
    expect(a).toEqual(b);
  });

  it('inserts, product for product, the catalogue product-generator.test.ts checks', async () => {
    const rows = await first.db
      .select({
        hash: products.hash,
        name: products.name,
        finish: products.finish,
        colours: products.colours,
      })
      .from(products)
      .orderBy(asc(products.id));
    const made = seededCatalogue(PRODUCTS).map(({ product }) => ({
      hash: product.hash,
      name: product.name,
      finish: product.finish,
      colours: product.colours,
    }));
    expect(rows).toEqual(made);
  });

  it('seeds only an empty database', async () => {
    expect((await seedIfEmpty(first.db, { products: PRODUCTS })).seeded).toBe(false);
    const [row] = await first.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(PRODUCTS);
  });

  it('has the 22 shop categories, each with 2-4 sub-categories of the same unit', async () => {
    const tops = await first.db
      .select()
      .from(categories)
      .where(isNull(categories.parent_id))
      .orderBy(asc(categories.sort));
    expect(tops.map((top) => top.name)).toEqual([...SHOP_CATEGORIES]);
    const all = await first.db.select().from(categories);
    for (const top of tops) {
      const subs = all.filter((category) => category.parent_id === top.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
      expect(subs.every((sub) => sub.unit === top.unit)).toBe(true);
    }
    expect(tops.find((top) => top.name === 'Tile Flooring')?.unit).toBe('Box');
    expect(tops.find((top) => top.name === 'Kitchen Faucets')?.unit).toBe('Piece');
  });

  it('gives Box products box_sqft on every size and Piece products none', async () => {
    const rows = await first.db
      .select({ unit: categories.unit, box_sqft: product_sizes.box_sqft, uom: product_sizes.uom })
      .from(product_sizes)
      .innerJoin(products, eq(products.id, product_sizes.product_id))
      .innerJoin(categories, eq(categories.id, products.category_id));
    expect(rows.length).toBeGreaterThanOrEqual(PRODUCTS);
    for (const row of rows) {
      if (row.unit === 'Box') expect(row.box_sqft).toBeGreaterThan(0);
      else expect(row.box_sqft).toBeNull();
      expect(row.uom).toBe(row.unit);
    }
  });

  it('puts every product in a sub-category, with 1-3 sizes, colours and a finish', async () => {
    const sizes = await first.db
      .select({ product_id: product_sizes.product_id, n: count() })
      .from(product_sizes)
      .groupBy(product_sizes.product_id);
    expect(sizes).toHaveLength(PRODUCTS);
    expect(sizes.every((row) => row.n >= 1 && row.n <= 3)).toBe(true);
    const [inTop] = await first.db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .where(isNull(categories.parent_id));
    expect(inTop?.n).toBe(0);
    const sample = await first.db.select().from(products).limit(20);
    expect(sample.every((product) => product.colours.length > 0 && product.finish)).toBe(true);
  });

  it('gives each size a stock on hand, the same every seed: mostly plenty, some low, a few sold out', async () => {
    const stockOf = (handle: DatabaseHandle) =>
      handle.db
        .select({ stock: product_sizes.stock_qty })
        .from(product_sizes)
        .orderBy(asc(product_sizes.id))
        .then((rows) => rows.map((row) => row.stock));
    const [a, b] = await Promise.all([stockOf(first), stockOf(second)]);
    expect(a).toEqual(b);
    const share = (test: (stock: number) => boolean) => a.filter(test).length / a.length;
    const { low, plenty } = SEEDED_STOCK;
    expect(
      a.every((stock) => stock === 0 || (stock >= low.min && stock <= low.max) || stock >= plenty.min),
    ).toBe(true);
    expect(share((stock) => stock === 0)).toBeGreaterThan(0.01);
    expect(share((stock) => stock === 0)).toBeLessThan(0.1);
    expect(share((stock) => stock >= low.min && stock <= low.max)).toBeGreaterThan(0.04);
    expect(share((stock) => stock >= plenty.min)).toBeGreaterThan(0.75);
  });

  it('has at least 40 brands', async () => {
    const [row] = await first.db.select({ n: count() }).from(brands);
    expect(row!.n).toBeGreaterThanOrEqual(40);
  });

  it('has the demo showrooms with 8-character ids and both site origins each', async () => {
    const rows = await first.db.select().from(shop_profiles);
    expect(rows.map((row) => row.vsd_id)).toEqual(
      expect.arrayContaining(['HOMEPRO1', 'STUDIO88', 'BUILDR42', 'CASA2025', 'TILEART7', 'MODERN55']),
    );
    expect(rows.every((row) => /^[A-Z0-9]{8}$/.test(row.vsd_id))).toBe(true);
    const origins = await first.db.select().from(showroom_site_origins);
    expect(origins).toHaveLength(rows.length * 2);
  });

  it('has every user type, and the demo logins work with the demo password', async () => {
    const types = await first.db.selectDistinct({ type: users.type }).from(users);
    expect(types.map((row) => row.type).sort()).toEqual([...USER_TYPES].sort());
    const [homeowner] = await first.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.logins.homeowner.email));
    expect(homeowner).toMatchObject({ type: 'User', status: 'Active' });
    expect(homeowner?.email_verified_at).toBeInstanceOf(Date);
    expect(homeowner?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(homeowner!.password_hash, DEMO_ACCOUNTS.password)).toBe(true);
    expect(await verifyPassword(homeowner!.password_hash, 'wrong password')).toBe(false);
  });

  it('refuses a markup below 10% in the database', async () => {
    await expect(
      first.db
        .update(shop_profiles)
        .set({ markup_percent: 9.99 })
        .where(eq(shop_profiles.vsd_id, 'HOMEPRO1')),
    ).rejects.toThrow();
    await first.db
      .update(shop_profiles)
      .set({ markup_percent: 10 })
      .where(eq(shop_profiles.vsd_id, 'BUILDR42'));
  });

  it('refuses a second showroom with the same id in another case', async () => {
    const [owner] = await first.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.logins.admin.email));
    await expect(
      first.db
        .insert(shop_profiles)
        .values({ user_id: owner!.id, vsd_id: 'homepro1', company_name: 'Copycat' }),
    ).rejects.toThrow();
  });

  it('has a trigram index that serves substring search on product names', async () => {
    const [row] = await first.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.name} ilike ${'%tile%'}`);
    expect(row!.n).toBeGreaterThan(0);
  });

  it('gives the demo homeowner an address, a saved sandbox visa and three pages of notifications', async () => {
    const [homeowner] = await first.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.logins.homeowner.email));
    const id = homeowner!.id;
    expect(
      await first.db.select().from(shipping_addresses).where(eq(shipping_addresses.user_id, id)),
    ).toHaveLength(1);
    const cards = await first.db.select().from(payment_methods).where(eq(payment_methods.user_id, id));
    expect(cards).toMatchObject([{ gateway: 'sandbox', brand: 'visa', last4: '4242' }]);
    const rows = await first.db.select().from(notifications).where(eq(notifications.user_id, id));
    expect(rows).toHaveLength(DEMO_NOTIFICATION_COUNT);
    expect(rows.filter((row) => row.read_at === null)).toHaveLength(DEMO_UNREAD_NOTIFICATIONS);
    expect(Math.ceil(rows.length / 10)).toBe(3);
  });
});
