import type { AuthUser } from '@showroom/contract/account';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects } from '../carts/projects-schema.ts';
import { PRO_TYPES } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { subscriptions, users } from './users-schema.ts';

const isPro = (type: string) => (PRO_TYPES as readonly string[]).includes(type);

/**
 * The signed-in user as the client sees it (spec §3 User): counts of non-cart projects, and for pros the
 * custom addon, latest subscription and shop branding that theming needs (spec §4). Never the hash.
 */
export async function loadAuthUser(db: Database, userId: number): Promise<AuthUser> {
  const [user] = await db
    .select({
      id: users.id,
      type: users.type,
      status: users.status,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      email_verified_at: users.email_verified_at,
      country_code: users.country_code,
      phone_number: users.phone_number,
      zip_code: users.zip_code,
      // A subquery rather than a second round trip: this runs on every sign-in and page load.
      total_projects: db.$count(projects, and(eq(projects.user_id, users.id), eq(projects.is_cart, false))),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished`);

  const pro = isPro(user.type) ? await loadProBranding(db, userId) : null;
  return {
    ...user,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    custom_addon: pro?.custom_addon ?? null,
    latest_subscription: pro?.latest_subscription ?? null,
    shop_profile: pro?.shop_profile ?? null,
  };
}

async function loadProBranding(db: Database, userId: number) {
  const [profile] = await db
    .select({
      theme_color: shop_profiles.theme_color,
      business_logo: shop_profiles.business_logo,
      custom_addon_status: shop_profiles.custom_addon_status,
    })
    .from(shop_profiles)
    .where(eq(shop_profiles.user_id, userId));
  const [latest] = await db
    .select({
      subscription_status: subscriptions.subscription_status,
      plan: subscriptions.plan,
      paid_amount: subscriptions.paid_amount,
    })
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
    .limit(1);
  return {
    custom_addon:
      profile?.custom_addon_status == null ? null : { subscription_status: profile.custom_addon_status },
    latest_subscription: latest ?? null,
    shop_profile: profile ? { theme_color: profile.theme_color, business_logo: profile.business_logo } : null,
  };
}
