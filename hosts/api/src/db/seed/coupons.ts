import { eq } from 'drizzle-orm';
import { coupons } from '../../modules/money/coupons-schema.ts';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import type { Database } from '../client.ts';

/**
 * Demo coupons (README, "Demo data"): a platform code good in every showroom, a pro's fixed amount
 * for their own showroom, and one that has expired. Checkout caps any of them at the order's markup.
 */
export const DEMO_COUPONS = {
  platform: { code: 'WELCOME5', percentOffBp: 500 },
  pro: { code: 'EVERGREEN25', amountOffCents: 2_500, vsdId: 'HOMEPRO1' },
  expired: { code: 'SPRING10', percentOffBp: 1_000, expiresAt: new Date('2025-06-01T00:00:00Z') },
} as const;

export async function seedCoupons(db: Database): Promise<void> {
  const { platform, pro, expired } = DEMO_COUPONS;
  const [owner] = await db
    .select({ id: shop_profiles.user_id })
    .from(shop_profiles)
    .where(eq(shop_profiles.vsd_id, pro.vsdId));
  await db.insert(coupons).values([
    { code: platform.code, percent_off_bp: platform.percentOffBp },
    { code: pro.code, showroom_id: owner?.id ?? null, amount_off_cents: pro.amountOffCents },
    { code: expired.code, percent_off_bp: expired.percentOffBp, expires_at: expired.expiresAt },
  ]);
}
