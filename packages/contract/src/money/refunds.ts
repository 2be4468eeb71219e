import { allocate } from './order-money.ts';

/**
 * Refund arithmetic (spec §4: a cancelled item is refunded; refunds take 7-14 business days): what
 * one item gives back, and how much of a payment may still be refunded, so refunds never add up to
 * more than was paid.
 */

/** An order item's money as checkout split it (`orderMoney`), per unit except the platform's. */
export interface ItemSplit {
  qty: number;
  finalPriceCents: number;
  contractorMarkupCents: number;
  /** The platform's share of the line's markup with the line's tax, for the whole item. */
  adminProfitInclusiveTaxCents: number;
}

/**
 * What the homeowner paid for one item: (final price + markup) × qty + the platform's share with the
 * line's tax, i.e. its line after its coupon share plus its tax (shipping is the order's, not an item's).
 */
export function itemPaidCents(item: ItemSplit): number {
  return (item.finalPriceCents + item.contractorMarkupCents) * item.qty + item.adminProfitInclusiveTaxCents;
}

/**
 * The restocking fee of a returned item (terms of service: the initial shipping cost is deducted from
 * the refund, never more than the return shipping cost): the item's share of the order's shipping,
 * split by what each item paid (`allocate`). The platform does not know what the homeowner paid to
 * ship it back, so the initial share is the fee (decision 0096).
 */
export function restockingFeeCents(
  order: { shippingCents: number; itemsPaidCents: readonly number[] },
  itemIndex: number,
): number {
  return allocate(order.shippingCents, order.itemsPaidCents)[itemIndex] ?? 0;
}

/** What a returned item gives back: what was paid for it less its restocking fee, never below 0. */
export function returnRefundCents(item: ItemSplit, feeCents: number): number {
  return Math.max(0, itemPaidCents(item) - feeCents);
}

/**
 * The refund to record: `wantedCents` (all that is left when null), never more than the payment
 * minus every refund already recorded; 0 or less means nothing is left to refund.
 */
export function refundCents(
  payment: { paidCents: number; refundedCents: number },
  wantedCents: number | null,
): number {
  const left = payment.paidCents - payment.refundedCents;
  return Math.min(wantedCents ?? left, left);
}
