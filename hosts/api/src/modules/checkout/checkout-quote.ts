import { ADDRESS_MESSAGES, isValidUsAddress } from '@showroom/contract/account';
import type { StockProblem } from '@showroom/contract/checkout';
import { type OrderMoney, orderMoney, salesTaxOfState, shippingChargeCents } from '@showroom/contract/money';
import type { ShowroomContext } from '../catalog/index.ts';
import { type CouponCheck, checkCoupon } from '../money/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import type { CheckoutLine, ShippingAddress } from './checkout-lines.ts';

/** Everything about a cart that its price depends on, besides its lines. */
export interface QuoteTerms {
  markupPercent: number;
  address: ShippingAddress | null;
  /**
   * Why the saved address cannot be taxed (one saved before the US-address rule, decision 0079):
   * such an address is asked to be corrected before paying, never taxed at 0 %.
   */
  addressProblem: string | null;
  tax: { state: string; percent: number } | null;
  shippingCents: number;
  coupon: CouponCheck | null;
}

/**
 * The terms a cart is priced on now in the showroom the buyer checks out in (the request's `showroom`,
 * issue #21): its markup, the buyer's address, and the coupon (valid in that showroom only, and within
 * its usage limits for `buyerId`: issue #23).
 */
export async function readQuoteTerms(
  deps: Pick<CheckoutDeps, 'db' | 'clock'>,
  context: ShowroomContext,
  address: ShippingAddress | null,
  couponCode: string | null | undefined,
  buyerId: number,
): Promise<QuoteTerms> {
  const code = couponCode?.trim();
  const addressProblem = address && !isValidUsAddress(address) ? ADDRESS_MESSAGES.savedAddressInvalid : null;
  return {
    markupPercent: context.markupPercent,
    address,
    addressProblem,
    tax: address && !addressProblem ? salesTaxOfState(address.state) : null,
    shippingCents: shippingChargeCents(address),
    coupon: code
      ? await checkCoupon(deps.db, code, { showroomId: context.showroom, buyerId, now: deps.clock.now() })
      : null,
  };
}

/** The money of `lines` on these terms. */
export function quoteMoney(lines: readonly CheckoutLine[], terms: QuoteTerms): OrderMoney {
  return orderMoney({
    lines,
    markupPercent: terms.markupPercent,
    coupon: terms.coupon?.applied ? terms.coupon.discount : null,
    taxPercent: terms.tax?.percent ?? 0,
    shippingCents: terms.shippingCents,
  });
}

/** Lines asking for more than their size has left (lines sharing a size count together). */
export function stockProblems(lines: readonly CheckoutLine[]): StockProblem[] {
  const wanted = new Map<number | null, number>();
  for (const line of lines) wanted.set(line.sizeId, (wanted.get(line.sizeId) ?? 0) + line.qty);
  return lines
    .filter((line) => line.sizeId === null || (wanted.get(line.sizeId) ?? 0) > line.inStock)
    .map((line) => ({
      line_id: line.lineId,
      product_name: line.name,
      requested: line.qty,
      available: line.sizeId === null ? 0 : line.inStock,
    }));
}
