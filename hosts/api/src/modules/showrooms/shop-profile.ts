import { brandingAllowed, type ShopCategory, type ShopProfile } from '@showroom/contract';
import { paletteOfThemeColor } from '@showroom/contract/palette';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../catalog/catalog-schema.ts';
import { subscriptions, users } from '../identity/users-schema.ts';
import { activeProCondition } from './pro-filters.ts';
import { shop_profile_categories, shop_profiles, showroom_site_origins } from './showrooms-schema.ts';

/** A user's latest subscription (spec §3 `latest_subscription`), or null for none. */
export async function latestSubscriptionOf(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<ShopProfile['latest_subscription']> {
  const [latest] = await db
    .select({
      plan: subscriptions.plan,
      paid_amount: subscriptions.paid_amount,
      subscription_status: subscriptions.subscription_status,
    })
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
    .limit(1);
  return latest ?? null;
}

export interface PublicShopProfile {
  profile: ShopProfile;
  category: ShopCategory[];
}

/**
 * The public face of a showroom: branding, contact links, addon and subscription status, and the top
 * categories it carries. Markup and wholesale data are deliberately not selected. Returns null for an
 * unknown showroom, a pro who is not Active/Approve, or a vsd_id that does not belong to the pro.
 */
export async function findPublicShopProfile(
  db: Database,
  userId: number,
  vsdId: string | undefined,
): Promise<PublicShopProfile | null> {
  const conditions = [eq(users.id, userId), activeProCondition()];
  if (vsdId) conditions.push(eq(sql`upper(${shop_profiles.vsd_id})`, vsdId.toUpperCase()));
  const [row] = await db
    .select({
      shop_profile_id: shop_profiles.id,
      user_id: users.id,
      vsd_id: shop_profiles.vsd_id,
      company_name: shop_profiles.company_name,
      theme_color: shop_profiles.theme_color,
      business_logo: shop_profiles.business_logo,
      basic_addon_status: shop_profiles.basic_addon_status,
      custom_addon_status: shop_profiles.custom_addon_status,
      website_url: shop_profiles.website_url,
      phone: shop_profiles.phone,
      email: shop_profiles.email,
      links: shop_profiles.links,
    })
    .from(shop_profiles)
    .innerJoin(users, eq(users.id, shop_profiles.user_id))
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;

  const latest = await latestSubscriptionOf(db, row.user_id);

  const category = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, photo: categories.photo })
    .from(shop_profile_categories)
    .innerJoin(categories, eq(categories.id, shop_profile_categories.category_id))
    .where(eq(shop_profile_categories.shop_profile_id, row.shop_profile_id))
    .orderBy(asc(categories.sort), asc(categories.id));

  const origins = await db
    .select({ origin: showroom_site_origins.origin })
    .from(showroom_site_origins)
    .where(eq(showroom_site_origins.shop_profile_id, row.shop_profile_id))
    .orderBy(asc(showroom_site_origins.origin));

  const addon = (status: string | null) => (status === null ? null : { subscription_status: status });
  const custom_addon = addon(row.custom_addon_status);
  const branded = brandingAllowed({ custom_addon, latest_subscription: latest }).allowed;
  return {
    profile: {
      user_id: row.user_id,
      vsd_id: row.vsd_id,
      company_name: row.company_name,
      theme_color: row.theme_color,
      business_logo: row.business_logo,
      basic_addon: addon(row.basic_addon_status),
      custom_addon,
      latest_subscription: latest ?? null,
      website_url: row.website_url,
      phone: row.phone,
      email: row.email,
      links: { ...row.links },
      site_origins: origins.map(({ origin }) => origin),
      // Derived here so no widget carries the colour maths (decision 0091).
      palette: branded ? paletteOfThemeColor(row.theme_color) : null,
    },
    category,
  };
}
