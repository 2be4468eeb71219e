/**
 * `@showroom/contract/money`: every money rule once, in integer cents, for the screens and the
 * server alike (issue #21): pricing with the pro's markup, one line rule for cart and checkout,
 * coupons within the markup, sales tax, shipping, order totals and their split, refunds, profit by
 * role. Pure functions: reading markups and coupons is the server's money module.
 */
export { dollars, toCents } from './money/cents.ts';
export { type CouponDiscount, couponDiscountCents } from './money/coupon-discount.ts';
export { type LinePrice, type LineToPrice, priceLine } from './money/line-pricing.ts';
export {
  effectiveMarkupPercent,
  priceFactorBasisPoints,
  pricePerSqft,
  shownPrice,
  unitPriceCents,
  wholesaleLowerBound,
  wholesaleUpperBound,
} from './money/markup-pricing.ts';
export {
  allocate,
  type MoneyLine,
  type OrderMoney,
  type OrderMoneyInput,
  orderMoney,
  PLATFORM_SHARE_OF_MARKUP_PERCENT,
  type PricedLine,
} from './money/order-money.ts';
export { type OrderItemAmounts, orderItemProfitCents } from './money/profit-by-role.ts';
export {
  type ItemSplit,
  itemPaidCents,
  refundCents,
  restockingFeeCents,
  returnRefundCents,
} from './money/refunds.ts';
export { salesTaxCents, salesTaxOfState, US_STATE_SALES_TAX } from './money/sales-tax.ts';
export { shippingChargeCents } from './money/shipping.ts';
