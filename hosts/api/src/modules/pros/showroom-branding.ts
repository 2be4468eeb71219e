import { brandingAllowed, MESSAGES } from '@showroom/contract';
import { PRO_PICTURE_UPLOAD, type ShowroomBranding } from '@showroom/contract/pro';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { latestSubscriptionOf } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { storeProPicture } from './pro-pictures.ts';
import { pro_pictures } from './pro-pictures-schema.ts';

const noShowroom = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/**
 * The pro's theme colour and logo, and whether their plan allows them (spec §4 through the contract's
 * `brandingAllowed`: the one rule the console and the shell read too). Throws 404 without a showroom.
 */
export async function findShowroomBranding(db: Database, proUserId: number): Promise<ShowroomBranding> {
  const [row] = await db
    .select({
      theme_color: shop_profiles.theme_color,
      business_logo: shop_profiles.business_logo,
      custom_addon_status: shop_profiles.custom_addon_status,
    })
    .from(shop_profiles)
    .where(eq(shop_profiles.user_id, proUserId));
  if (!row) throw noShowroom();
  const verdict = brandingAllowed({
    custom_addon: { subscription_status: row.custom_addon_status },
    latest_subscription: await latestSubscriptionOf(db, proUserId),
  });
  return {
    allowed: verdict.allowed,
    reason: verdict.allowed ? null : verdict.reason,
    theme_color: row.theme_color,
    business_logo: row.business_logo,
  };
}

/**
 * The branding when the plan allows it (spec §4); otherwise a 422 with the reason under `field` (the pro
 * may call the route, their plan refuses the change: a field error the console shows where it applies).
 */
async function allowedBranding(db: Database, proUserId: number, field: string): Promise<ShowroomBranding> {
  const branding = await findShowroomBranding(db, proUserId);
  if (!branding.allowed) {
    const message = branding.reason ?? MESSAGES.forbidden;
    throw new HttpError(422, { message, errors: { [field]: [message] } });
  }
  return branding;
}

/**
 * Sets the theme colour (null clears it, which any plan may). A colour needs a plan that allows it (422).
 * The shop profile's trigger tells every process; the caller drops this process's caches.
 */
export async function saveThemeColor(
  db: Database,
  clock: Clock,
  proUserId: number,
  color: string | null,
): Promise<ShowroomBranding> {
  if (color !== null) await allowedBranding(db, proUserId, 'theme_color');
  await db
    .update(shop_profiles)
    .set({ theme_color: color, updated_at: clock.now() })
    .where(eq(shop_profiles.user_id, proUserId));
  return findShowroomBranding(db, proUserId);
}

/**
 * Checks and keeps a new logo, and puts its address on the shop profile in the same transaction. The
 * plan is checked first: a locked pro's upload is refused (422) before `read` reads or anything decodes.
 */
export async function saveLogo(db: Database, clock: Clock, proUserId: number, read: () => Promise<Buffer>) {
  await allowedBranding(db, proUserId, PRO_PICTURE_UPLOAD.field);
  const outcome = await storeProPicture(db, proUserId, 'logo', await read(), async (tx, picture) => {
    await tx
      .update(shop_profiles)
      .set({ business_logo: picture.url, updated_at: clock.now() })
      .where(eq(shop_profiles.user_id, proUserId));
  });
  return 'problem' in outcome ? outcome : { branding: await findShowroomBranding(db, proUserId) };
}

/** Removes the logo (any plan may); the shop shows the default product logo again. */
export async function removeLogo(db: Database, clock: Clock, proUserId: number): Promise<ShowroomBranding> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pro_pictures)
      .where(and(eq(pro_pictures.user_id, proUserId), eq(pro_pictures.kind, 'logo')));
    await tx
      .update(shop_profiles)
      .set({ business_logo: null, updated_at: clock.now() })
      .where(eq(shop_profiles.user_id, proUserId));
  });
  return findShowroomBranding(db, proUserId);
}
