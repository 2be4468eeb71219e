import type { CouponDiscount } from '@showroom/contract/money';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from './coupons-schema.ts';

/** A coupon code as checked for one cart: applied with its discount, or refused with the reason shown. */
export type CouponCheck =
  | { code: string; applied: true; message: string; discount: CouponDiscount }
  | { code: string; applied: false; message: string };

/**
 * Checks a code for a cart in `showroomId`: unknown or switched off, expired, or a pro's code used in
 * another showroom are refused with the ORDER_MESSAGES text. Codes match case-insensitively.
 */
export async function checkCoupon(
  db: Database,
  rawCode: string,
  showroomId: number | null,
  now: Date,
): Promise<CouponCheck> {
  const code = rawCode.trim().toUpperCase();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = ${code}`, eq(coupons.active, true)))
    .limit(1);
  if (!coupon) return { code, applied: false, message: ORDER_MESSAGES.couponUnknown };
  if (coupon.expires_at && coupon.expires_at <= now) {
    return { code, applied: false, message: ORDER_MESSAGES.couponExpired };
  }
  if (coupon.showroom_id !== null && coupon.showroom_id !== showroomId) {
    return { code, applied: false, message: ORDER_MESSAGES.couponOtherShowroom };
  }
  const discount: CouponDiscount =
    coupon.percent_off_bp !== null
      ? { percentOffBp: coupon.percent_off_bp }
      : { amountOffCents: coupon.amount_off_cents ?? 0 };
  return { code, applied: true, message: ORDER_MESSAGES.couponApplied, discount };
}
