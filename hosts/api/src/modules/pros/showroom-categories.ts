import type { ShowroomCategories } from '@showroom/contract/pro';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../catalog/catalog-schema.ts';
import { shop_profile_categories, shop_profiles } from '../showrooms/showrooms-schema.ts';

/** The catalogue's top categories, as the home page orders them. */
function topCategories(db: Pick<Database, 'select'>) {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.parent_id))
    .orderBy(asc(categories.sort), asc(categories.id));
}

async function shopProfileIdOf(db: Pick<Database, 'select'>, proUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: shop_profiles.id })
    .from(shop_profiles)
    .where(eq(shop_profiles.user_id, proUserId));
  return row?.id ?? null;
}

async function carriedBy(db: Pick<Database, 'select'>, shopProfileId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shop_profile_categories.category_id })
    .from(shop_profile_categories)
    .where(eq(shop_profile_categories.shop_profile_id, shopProfileId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The top categories and those the pro's showroom carries; null without a showroom. */
export async function findShowroomCategories(
  db: Database,
  proUserId: number,
): Promise<ShowroomCategories | null> {
  const shopProfileId = await shopProfileIdOf(db, proUserId);
  if (shopProfileId === null) return null;
  return { available: await topCategories(db), carried: await carriedBy(db, shopProfileId) };
}

/**
 * Replaces the categories the showroom carries, in one transaction. 'unknown' when an id is not a top
 * category (nothing changes); null without a showroom. The table's trigger tells every process.
 */
export async function saveShowroomCategories(
  db: Database,
  proUserId: number,
  categoryIds: readonly number[],
): Promise<ShowroomCategories | 'unknown' | null> {
  const wanted = [...new Set(categoryIds)];
  return db.transaction(async (tx) => {
    // The showroom's row lock: two saves at once apply one after the other, never interleaved.
    const [profile] = await tx
      .select({ id: shop_profiles.id })
      .from(shop_profiles)
      .where(eq(shop_profiles.user_id, proUserId))
      .for('update');
    if (!profile) return null;
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.parent_id), inArray(categories.id, wanted)));
    if (known.length !== wanted.length) return 'unknown';
    await tx.delete(shop_profile_categories).where(eq(shop_profile_categories.shop_profile_id, profile.id));
    await tx
      .insert(shop_profile_categories)
      .values(wanted.map((category_id) => ({ shop_profile_id: profile.id, category_id })));
    return { available: await topCategories(tx), carried: await carriedBy(tx, profile.id) };
  });
}
