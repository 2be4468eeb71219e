import { describe, expect, it } from 'vitest';
import { allocate, orderMoney } from './order-money.ts';

const lines = [
  { lineId: 1, qty: 3, wholesaleCents: 10_000 },
  { lineId: 2, qty: 1, wholesaleCents: 4_999 },
];

describe('checkout money', () => {
  it('prices each unit by the pro markup and adds tax on the goods, shipping untaxed', () => {
    const money = orderMoney({
      lines,
      markupPercent: 20,
      coupon: null,
      taxPercent: 7.25,
      shippingCents: 1_500,
    });
    // $100.00 → $120.00 a unit; $49.99 → $59.99 (59.988 rounds up).
    expect(money.lines.map((line) => line.unitPriceCents)).toEqual([12_000, 5_999]);
    expect(money.subtotalCents).toBe(41_999);
    expect(money.markupCents).toBe(3 * 2_000 + 1_000);
    expect(money.taxCents).toBe(3_045); // 7.25% of $419.99 = $30.449…
    expect(money.totalCents).toBe(41_999 + 1_500 + 3_045);
  });

  it('caps a coupon at the markup, so the vendor is paid in full', () => {
    const money = orderMoney({
      lines,
      markupPercent: 10,
      coupon: { amountOffCents: 1_000_000 },
      taxPercent: 0,
      shippingCents: 0,
    });
    expect(money.discountCents).toBe(money.markupCents);
    expect(money.totalCents).toBe(3 * 10_000 + 4_999);
    expect(money.lines.every((line) => line.contractorMarkupCents === 0)).toBe(true);
  });

  it('taxes the discounted goods', () => {
    const money = orderMoney({
      lines: [{ lineId: 1, qty: 1, wholesaleCents: 10_000 }],
      markupPercent: 10,
      coupon: { percentOffBp: 500 },
      taxPercent: 10,
      shippingCents: 0,
    });
    expect(money.discountCents).toBe(550);
    expect(money.taxCents).toBe(1_045);
    expect(money.totalCents).toBe(11_000 - 550 + 1_045);
  });

  it('splits every line between vendor, pro and platform to the cent', () => {
    const money = orderMoney({
      lines: [...lines, { lineId: 3, qty: 7, wholesaleCents: 333 }],
      markupPercent: 17.5,
      coupon: { percentOffBp: 300 },
      taxPercent: 6.875,
      shippingCents: 999,
    });
    const paid = money.lines.reduce(
      (sum, line) =>
        sum +
        (line.finalPriceCents + line.contractorMarkupCents) * line.qty +
        line.adminProfitInclusiveTaxCents,
      0,
    );
    expect(paid).toBe(money.totalCents - money.shippingCents);
    expect(money.lines.reduce((sum, line) => sum + line.taxCents, 0)).toBe(money.taxCents);
    expect(money.lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(money.discountCents);
    const [first] = money.lines;
    // No coupon share beyond a line's own markup; the platform takes its share of what is left.
    expect(first!.discountCents).toBeLessThanOrEqual((first!.unitPriceCents - first!.finalPriceCents) * 3);
  });

  it('allocates by largest remainders', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });
});
