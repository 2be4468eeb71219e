import type { MarkupPreviewProduct, ProMarkup } from '@showroom/contract/pro';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { categories, products } from '../catalog/catalog-schema.ts';
import { shop_profile_categories, shop_profiles } from '../showrooms/showrooms-schema.ts';

/** Enough products to see what the markup does to cheap and dear ones, few enough to read at a glance. */
const PREVIEW_PRODUCTS = 4;

/**
 * A few products the showroom sells, spread over its price range (the first of each of four price
 * bands, by wholesale price), from the top categories it carries (all when it picked none).
 */
async function previewProducts(db: Database, shopProfileId: number): Promise<MarkupPreviewProduct[]> {
  const result = await db.execute(sql`
    select distinct on (band) hash, name, wholesale_price from (
      select ${products.hash} as hash, ${products.name} as name, ${products.wholesale_price} as wholesale_price,
        ${products.id} as id,
        ntile(${PREVIEW_PRODUCTS}) over (order by ${products.wholesale_price}, ${products.id}) as band
      from ${products} join ${categories} on ${categories.id} = ${products.category_id}
      where not exists (select 1 from ${shop_profile_categories}
          where ${shop_profile_categories.shop_profile_id} = ${shopProfileId})
        or ${categories.parent_id} in (select ${shop_profile_categories.category_id}
          from ${shop_profile_categories} where ${shop_profile_categories.shop_profile_id} = ${shopProfileId})
    ) banded
    order by band, wholesale_price, id`);
  return rowsOf<{ hash: string; name: string; wholesale_price: string | number }>(result).map((row) => ({
    hash: row.hash,
    name: row.name,
    wholesale_price: Number(row.wholesale_price),
  }));
}

/** The markup a pro set and a few of their products to preview it on; null without a showroom. */
export async function findProMarkup(db: Database, proUserId: number): Promise<ProMarkup | null> {
  const [profile] = await db
    .select({ id: shop_profiles.id, markup: shop_profiles.markup_percent })
    .from(shop_profiles)
    .where(eq(shop_profiles.user_id, proUserId));
  if (!profile) return null;
  return { markup_percent: profile.markup, preview: await previewProducts(db, profile.id) };
}

/**
 * Saves the markup; null without a showroom. The table's change notice tells every process, whose
 * markup caches forget it (decision 0086); the caller tells this one before answering.
 */
export async function saveProMarkup(
  db: Database,
  clock: Clock,
  proUserId: number,
  markupPercent: number,
): Promise<ProMarkup | null> {
  const [row] = await db
    .update(shop_profiles)
    .set({ markup_percent: markupPercent, updated_at: clock.now() })
    .where(eq(shop_profiles.user_id, proUserId))
    .returning({ id: shop_profiles.id });
  return row ? findProMarkup(db, proUserId) : null;
}
