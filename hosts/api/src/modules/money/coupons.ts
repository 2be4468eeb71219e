import type { CouponDiscount } from '@showroom/contract/money';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../orders/orders-schema.ts';
import { coupons } from './coupons-schema.ts';

/** A coupon code as checked for one cart: applied with its discount, or refused with the reason shown. */
export type CouponCheck =
  | { code: string; applied: true; message: string; discount: CouponDiscount }
  | { code: string; applied: false; message: string };

/** Where and by whom a code is used, and when. */
export interface CouponUse {
  showroomId: number | null;
  buyerId: number;
  now: Date;
}

/** Orders (not cancelled) placed with the code: in all, and by the buyer. */
async function usesOf(db: Database, code: string, buyerId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      buyer: sql<number>`(count(*) filter (where ${orders.user_id} = ${buyerId}))::int`,
    })
    .from(orders)
    .where(and(sql`upper(${orders.coupon_code}) = ${code}`, ne(orders.state, 'cancelled')));
  return { total: Number(row?.total ?? 0), buyer: Number(row?.buyer ?? 0) };
}

/**
 * Checks a code for a cart in `use.showroomId`: unknown or switched off, expired, a pro's code used in
 * another showroom, or a code whose usage limit (in total or for this buyer) is reached are refused with
 * the ORDER_MESSAGES text. Codes match case-insensitively. The limits are checked again, race-safe, when
 * the order is written (migration 0018's trigger): this check only tells the buyer early.
 */
export async function checkCoupon(db: Database, rawCode: string, use: CouponUse): Promise<CouponCheck> {
  const { showroomId, now } = use;
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
  if (coupon.max_uses !== null || coupon.max_uses_per_customer !== null) {
    const uses = await usesOf(db, code, use.buyerId);
    if (coupon.max_uses !== null && uses.total >= coupon.max_uses) {
      return { code, applied: false, message: ORDER_MESSAGES.couponUsedUp };
    }
    if (coupon.max_uses_per_customer !== null && uses.buyer >= coupon.max_uses_per_customer) {
      return { code, applied: false, message: ORDER_MESSAGES.couponUsedUpByYou };
    }
  }
  const discount: CouponDiscount =
    coupon.percent_off_bp !== null
      ? { percentOffBp: coupon.percent_off_bp }
      : { amountOffCents: coupon.amount_off_cents ?? 0 };
  return { code, applied: true, message: ORDER_MESSAGES.couponApplied, discount };
}
