/**
 * A pro's markup across API processes (issue #23): two real API processes on one PostgreSQL. A
 * shopper's price cached by the second process (product detail, product list) shows the markup the pro
 * saved through the first within 2 seconds, not after the markup cache's 10 s: the save's showroom
 * change notice drops it in every process. Needs DATABASE_URL (the PostgreSQL tier of `npm test`).
 */
import { authSessionResponseSchema } from '@showroom/contract/account';
import { productDetailResponseSchema } from '@showroom/contract/catalog';
import { shownPrice } from '@showroom/contract/money';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { seed } from './db/seed/index.ts';
import { categories, products } from './modules/catalog/catalog-schema.ts';
import { shop_profile_categories, shop_profiles } from './modules/showrooms/showrooms-schema.ts';
import { type ApiProcess, startApiProcess } from './testing/api-process.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './testing/throwaway-database.ts';

let database: ThrowawayDatabase;
let processes: ApiProcess[] = [];
/** HOMEPRO1's pro, a product it carries (its wholesale price) and its markup at the start. */
let fixture: { showroom: number; hash: string; wholesale: number; markup: number };

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('two API processes need a PostgreSQL server: set DATABASE_URL');
  database = await createThrowawayDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  try {
    await handle.migrate();
    await seed(handle.db, { products: 20, siteOrigins: [] });
    const [pro] = await handle.db
      .select({ userId: shop_profiles.user_id, id: shop_profiles.id, markup: shop_profiles.markup_percent })
      .from(shop_profiles)
      .where(eq(shop_profiles.vsd_id, 'HOMEPRO1'));
    if (!pro) throw new Error('the seed has no HOMEPRO1');
    const carried = handle.db
      .select({ id: shop_profile_categories.category_id })
      .from(shop_profile_categories)
      .where(eq(shop_profile_categories.shop_profile_id, pro.id));
    const [product] = await handle.db
      .select({ hash: products.hash, wholesale: products.wholesale_price })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .where(inArray(categories.parent_id, carried))
      .orderBy(asc(products.id))
      .limit(1);
    if (!product) throw new Error('HOMEPRO1 carries no product');
    fixture = { showroom: pro.userId, hash: product.hash, wholesale: product.wholesale, markup: pro.markup };
  } finally {
    await handle.close();
  }
  const env = { DATABASE_URL: database.url, APP_KEY: 'markup-processes-test-key-0123456789abcdef' };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await database?.drop();
});

async function call(process: ApiProcess, method: string, path: string, body?: object, token?: string) {
  const response = await fetch(`${process.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** The price shoppers see of the product in HOMEPRO1, as `process` answers it. */
const priceOn = async (process: ApiProcess) => {
  const answer = await call(process, 'GET', `/api/product/${fixture.hash}?showroom=${fixture.showroom}`);
  return productDetailResponseSchema.parse(answer.body).data.data.price;
};

describe('a markup saved through one API process', () => {
  it('prices products on the other process within 2 seconds', async () => {
    const [writer, reader] = processes as [ApiProcess, ApiProcess];
    // The reader caches the price (and the markup) at the old markup, as shoppers' visits leave it.
    expect(await priceOn(reader)).toBe(shownPrice(fixture.wholesale, fixture.markup));
    const newMarkup = fixture.markup + 7.5;
    const { contractor } = DEMO_ACCOUNTS.logins;
    const login = await call(writer, 'POST', '/api/login', {
      email: contractor.email,
      password: DEMO_ACCOUNTS.password,
    });
    const { token } = authSessionResponseSchema.parse(login.body).data;
    const saved = await call(writer, 'PUT', '/api/pro/markup', { markup_percent: newMarkup }, token);
    expect(saved.status).toBe(200);
    const savedAt = Date.now();

    const expected = shownPrice(fixture.wholesale, newMarkup);
    let price = await priceOn(reader);
    while (price !== expected && Date.now() - savedAt < 2_000) price = await priceOn(reader);
    expect(price).toBe(expected);
    expect(Date.now() - savedAt).toBeLessThan(2_000);
    expect(await priceOn(writer)).toBe(expected);
  });
});
