import { describe, expect, it } from 'vitest';
import { orderItemProfitCents } from '../money/profit-by-role.ts';
import { orderDetailSchema, orderItemSchema, orderSummarySchema } from '../orders/order-detail.ts';
import { demoOrderDetail, demoOrderItems, demoOrderSummary, demoPage } from './demo-orders.ts';

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

  it('page like Laravel: the rows of the page, and page links with "..." for the pages left out', () => {
    const page = demoPage(
      Array.from({ length: 95 }, (_, index) => index),
      5,
      10,
      '/api/orders',
    );
    expect(page.data).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect([page.from, page.to, page.last_page]).toEqual([41, 50, 10]);
    expect(page.links.map((link) => link.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      'Next &raquo;',
    ]);
    const far = demoPage(
      Array.from({ length: 200 }, (_, index) => index),
      10,
      10,
      '/api/orders',
    );
    expect(far.links.map((link) => link.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '13',
      '...',
      '19',
      '20',
      'Next &raquo;',
    ]);
    expect(far.links.find((link) => link.active)?.url).toBe('/api/orders?page=10');
  });
});
