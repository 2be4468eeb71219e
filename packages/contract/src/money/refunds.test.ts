import { describe, expect, it } from 'vitest';
import { orderMoney } from './order-money.ts';
import { itemPaidCents, refundCents, restockingFeeCents, returnRefundCents } from './refunds.ts';

describe('itemPaidCents', () => {
  it('gives back each line as checkout charged it, so all items add up to the total less shipping', () => {
    const money = orderMoney({
      lines: [
        { lineId: 1, qty: 3, wholesaleCents: 10_000 },
        { lineId: 2, qty: 7, wholesaleCents: 333 },
      ],
      markupPercent: 17.5,
      coupon: { percentOffBp: 300 },
      taxPercent: 6.875,
      shippingCents: 999,
    });
    const paid = money.lines.map((line) =>
      itemPaidCents({
        qty: line.qty,
        finalPriceCents: line.finalPriceCents,
        contractorMarkupCents: line.contractorMarkupCents,
        adminProfitInclusiveTaxCents: line.adminProfitInclusiveTaxCents,
      }),
    );
    expect(paid).toEqual(money.lines.map((line) => line.netCents + line.taxCents));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(money.totalCents - money.shippingCents);
  });
});

describe('refundCents', () => {
  it('refunds what is wanted while enough of the payment is left', () => {
    expect(refundCents({ paidCents: 10_000, refundedCents: 2_000 }, 3_000)).toBe(3_000);
  });

  it('never refunds more than is left, and everything left when asked for all', () => {
    expect(refundCents({ paidCents: 10_000, refundedCents: 8_000 }, 3_000)).toBe(2_000);
    expect(refundCents({ paidCents: 10_000, refundedCents: 2_500 }, null)).toBe(7_500);
    expect(refundCents({ paidCents: 10_000, refundedCents: 10_000 }, null)).toBe(0);
  });
});

describe('a returned item', () => {
  const item = {
    qty: 2,
    finalPriceCents: 1_000,
    contractorMarkupCents: 100,
    adminProfitInclusiveTaxCents: 50,
  };

  it('pays the item’s share of the initial shipping as its restocking fee', () => {
    expect(restockingFeeCents({ shippingCents: 999, itemsPaidCents: [2_250, 4_500] }, 0)).toBe(333);
    expect(restockingFeeCents({ shippingCents: 999, itemsPaidCents: [2_250, 4_500] }, 1)).toBe(666);
    expect(restockingFeeCents({ shippingCents: 0, itemsPaidCents: [2_250] }, 0)).toBe(0);
  });

  it('gives back what was paid for it less the fee, never below nothing', () => {
    expect(returnRefundCents(item, 0)).toBe(2_250);
    expect(returnRefundCents(item, 333)).toBe(1_917);
    expect(returnRefundCents(item, 9_999)).toBe(0);
  });
});
