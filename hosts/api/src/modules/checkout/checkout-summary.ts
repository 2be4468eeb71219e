import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import type { CheckoutSummary } from '@showroom/contract/checkout';
import { dollars } from '@showroom/contract/money';
import { fieldError } from '../../lib/http-error.ts';
import { priceCart } from '../carts/index.ts';
import type { ShowroomContexts } from '../catalog/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { loadBuyerCart } from './checkout-lines.ts';
import { quoteMoney, readQuoteTerms, stockProblems } from './checkout-quote.ts';

const EMPTY_SUMMARY: CheckoutSummary = {
  vendors: [],
  money: { subtotal: 0, discount: 0, shipping_charge: 0, tax: 0, total: 0 },
  tax_rate: null,
  tax_state: null,
  coupon: null,
  stock_problems: [],
  address_problem: null,
  can_pay: false,
};

/**
 * `GET /api/checkout/summary`: the signed-in user's cart priced exactly as `POST /api/checkout` will
 * charge it now in `query.showroom` (the same lines, terms and money functions), with what stands in
 * the way of paying. 422 on `showroom` for one that is unknown or inactive.
 */
export async function checkoutSummary(
  deps: CheckoutDeps,
  userId: number,
  query: { showroom: number; coupon_code?: string | undefined },
): Promise<CheckoutSummary> {
  const showroom = await deps.showrooms.find(query.showroom);
  if (!showroom?.showroom) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
  const buyer = await loadBuyerCart(deps.db, userId);
  if (!buyer) return EMPTY_SUMMARY;
  const { cart, lines } = buyer;
  // The lines shown are priced in the showroom checked out in, as the totals are (issue #21).
  const inShowroom: ShowroomContexts = { ...deps.showrooms, find: () => Promise.resolve(showroom) };
  const [priced, terms] = await Promise.all([
    priceCart(deps.db, inShowroom, { id: cart.id }, userId),
    readQuoteTerms(deps, showroom, buyer.address, query.coupon_code, userId),
  ]);
  if (!priced) return EMPTY_SUMMARY;
  const money = quoteMoney(lines, terms);
  const grossOf = new Map(money.lines.map((line) => [line.lineId, line.grossCents]));
  const shown = new Map(priced.Project_tans.map((line) => [line.id, line]));
  const problems = stockProblems(lines);
  return {
    vendors: priced.vendors.map((group) => ({
      vendor_id: group.vendor_id,
      vendor: group.vendor,
      lines: group.line_ids.flatMap((id) => shown.get(id) ?? []),
      subtotal: dollars(group.line_ids.reduce((sum, id) => sum + (grossOf.get(id) ?? 0), 0)),
    })),
    money: {
      subtotal: dollars(money.subtotalCents),
      discount: dollars(money.discountCents),
      shipping_charge: dollars(money.shippingCents),
      tax: dollars(money.taxCents),
      total: dollars(money.totalCents),
    },
    tax_rate: terms.tax?.percent ?? null,
    tax_state: terms.tax?.state ?? null,
    coupon: terms.coupon
      ? {
          code: terms.coupon.code,
          applied: terms.coupon.applied,
          message: terms.coupon.message,
          // The markup cap cut the coupon: the screen says so and by how much (decision 0079).
          offered_discount:
            terms.coupon.applied && money.couponOfferCents > money.discountCents
              ? dollars(money.couponOfferCents)
              : null,
        }
      : null,
    stock_problems: problems,
    address_problem: terms.addressProblem,
    can_pay:
      lines.length > 0 && terms.address !== null && terms.addressProblem === null && problems.length === 0,
  };
}
