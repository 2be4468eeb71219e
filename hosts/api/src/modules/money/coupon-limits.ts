import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { hasSqlState } from '../../lib/db-errors.ts';

/**
 * The SQLSTATEs migration 0018's trigger raises when an order would take a coupon over its usage limit:
 * in total, or for this customer (decision 0086).
 */
const COUPON_LIMIT_SQLSTATES = { usedUp: 'SRC01', usedUpByCustomer: 'SRC02' } as const;

/** The buyer's reason when `error` is the trigger refusing a coupon over its limit, else null. */
export function couponLimitMessage(error: unknown): string | null {
  if (hasSqlState(error, COUPON_LIMIT_SQLSTATES.usedUp)) return ORDER_MESSAGES.couponUsedUp;
  if (hasSqlState(error, COUPON_LIMIT_SQLSTATES.usedUpByCustomer)) return ORDER_MESSAGES.couponUsedUpByYou;
  return null;
}
