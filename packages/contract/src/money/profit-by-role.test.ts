import { describe, expect, it } from 'vitest';
import { orderItemProfitCents } from './profit-by-role.ts';

describe('orderItemProfitCents', () => {
  const item = {
    status: 'Delivered' as const,
    quantity: 3,
    finalPriceCents: 2000,
    contractorMarkupCents: 250,
    adminProfitInclusiveTaxCents: 615,
  };

  it('is final price × qty for the vendor, markup × qty for the contractor, the admin profit for the admin', () => {
    expect(orderItemProfitCents('vendor', item)).toBe(6000);
    expect(orderItemProfitCents('contractor', item)).toBe(750);
    expect(orderItemProfitCents('admin', item)).toBe(615);
  });

  it('is negative for Returned and Return Request', () => {
    expect(orderItemProfitCents('vendor', { ...item, status: 'Returned' })).toBe(-6000);
    expect(orderItemProfitCents('admin', { ...item, status: 'Return Request' })).toBe(-615);
  });
});
