import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { categories, product_sizes } from '../modules/catalog/catalog-schema.ts';
import { shop_profile_categories, shop_profiles } from '../modules/showrooms/showrooms-schema.ts';

/** Catalog test data read straight from the database, to check answers against. */
export interface ShowroomFixture {
  userId: number;
  markup: number;
  topCategoryIds: number[];
}

export async function showroomByVsdId(db: Database, vsdId: string): Promise<ShowroomFixture> {
  const [row] = await db
    .select({ id: shop_profiles.id, userId: shop_profiles.user_id, markup: shop_profiles.markup_percent })
    .from(shop_profiles)
    .where(eq(shop_profiles.vsd_id, vsdId));
  if (!row) throw new Error(`no showroom ${vsdId}`);
  const carried = await db
    .select({ id: shop_profile_categories.category_id })
    .from(shop_profile_categories)
    .where(eq(shop_profile_categories.shop_profile_id, row.id));
  return { userId: row.userId, markup: row.markup, topCategoryIds: carried.map((c) => c.id) };
}

/** A showroom that leaves out a top category, and that category (for the "not carried" 404). */
export async function showroomMissingACategory(db: Database) {
  const tops = await db.select().from(categories).where(sql`${categories.parent_id} is null`);
  for (const { vsd_id } of await db.select({ vsd_id: shop_profiles.vsd_id }).from(shop_profiles)) {
    const showroom = await showroomByVsdId(db, vsd_id);
    const missing = tops.find((top) => !showroom.topCategoryIds.includes(top.id));
    if (missing) return { showroom, category: missing };
  }
  throw new Error('every showroom carries every category');
}

/** Objects carrying a priced size (`size_id` and `price`), at any depth: cards and detail sizes. */
function pricedSizes(value: unknown, found: { size_id: number; price: number }[] = []) {
  if (Array.isArray(value)) for (const item of value) pricedSizes(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.size_id === 'number' && typeof record.price === 'number') {
      found.push({ size_id: record.size_id, price: record.price });
    }
    for (const item of Object.values(record)) pricedSizes(item, found);
  }
  return found;
}

/**
 * The homeowner-facing rules on a raw response body: no field named like wholesale anywhere, and every
 * priced size shows exactly wholesale × (1 + markup) rounded to cents, never the wholesale price itself.
 * Returns how many prices were checked, so a test can insist there were some.
 */
export async function expectShownPrices(
  db: Database,
  rawBody: string,
  markupPercent: number,
): Promise<number> {
  // Field names only: a vendor's company name may say Wholesale ('Western Plumbing Wholesale').
  expect(rawBody.toLowerCase()).not.toMatch(/"[a-z_]*wholesale[a-z_]*":/);
  const priced = pricedSizes(JSON.parse(rawBody));
  if (priced.length === 0) return 0;
  const rows = await db
    .select({ id: product_sizes.id, wholesale: product_sizes.wholesale_price })
    .from(product_sizes)
    .where(inArray(product_sizes.id, [...new Set(priced.map((item) => item.size_id))]));
  const wholesale = new Map(rows.map((row) => [row.id, row.wholesale]));
  for (const { size_id, price } of priced) {
    const cost = wholesale.get(size_id)!;
    // Written out rather than calling pricing.ts, so the test states the rule itself.
    expect(price).toBe(Math.round((Math.round(cost * 100) * (100 + markupPercent)) / 100) / 100);
    expect(price).not.toBe(cost);
  }
  return priced.length;
}
