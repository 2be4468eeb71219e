import { describe, expect, it } from 'vitest';
import { orderDetailSchema, orderItemSchema, orderSummarySchema } from '../orders/order-detail.ts';
import { orderItemProfitCents } from '../orders/order-item-statuses.ts';
import { demoOrderDetail, demoOrderItems, demoOrderSummary } from './demo-orders.ts';

describe('demo orders', () => {
  it('are what the API answers, so stubs built on them cannot drift from the contract', () => {
    expect(orderDetailSchema.safeParse(demoOrderDetail()).success).toBe(true);
    expect(orderSummarySchema.safeParse(demoOrderSummary(7)).success).toBe(true);
    for (const viewer of ['homeowner', 'vendor', 'contractor', 'admin'] as const)
      for (const item of demoOrderItems(viewer)) expect(orderItemSchema.safeParse(item).success).toBe(true);
  });

  it('carry the profit the contract computes for each viewer, negative for a return', () => {
    for (const viewer of ['vendor', 'contractor', 'admin'] as const) {
      for (const item of demoOrderItems(viewer)) {
        const cents = orderItemProfitCents(viewer, {
          status: item.status,
          quantity: item.qty,
          finalPriceCents: Math.round((item.final_price ?? 0) * 100),
          contractorMarkupCents: Math.round((item.contractor_markup_amt ?? 0) * 100),
          adminProfitInclusiveTaxCents: Math.round((item.admin_profit_inclusive_tax ?? 0) * 100),
        });
        expect(Math.round((item.profit ?? 0) * 100)).toBe(cents);
      }
    }
  });
});
