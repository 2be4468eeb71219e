import { randomUUID } from 'node:crypto';
import { projectCartResponseSchema } from '@showroom/contract/cart';
import { aiDesignResultResponseSchema } from '@showroom/contract/design-ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { KITCHEN_REQUEST, newAiCaller, newAiKey, requestDesigns } from '../../testing/ai-design-calls.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a design’s countertop', () => {
  it('is counted as the visualizer’s bill counts it (slabs or sqft), and each design costs what the cart charges for it', async () => {
    const caller = await newAiCaller(t, { credits: 40 });
    const vsdId = DEMO_ACCOUNTS.showrooms[0]!.vsd_id;
    const showroom = await showroomByVsdId(t.db, vsdId);
    const answer = await requestDesigns(t, caller, newAiKey(), {
      ...KITCHEN_REQUEST,
      width_ft: 20,
      length_ft: 16,
      budget_cents: 50_000_000,
      showroom: vsdId,
    });
    const { designs } = aiDesignResultResponseSchema.parse(answer.json()).data;
    const counters = designs.flatMap((design) => design.items.filter((item) => item.slot === 'countertop'));
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) {
      expect(['slab', 'sqft']).toContain(counter.counted_in);
      expect(counter.line_cents).toBe(counter.qty * counter.unit_price_cents);
    }
    for (const design of designs) {
      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/projectCart/sync_to_bulk_cart',
        payload: {
          showroom: showroom.userId,
          temp_project_id: randomUUID(),
          action: 'cart',
          items: design.items.map(({ product_id, size_id, colour, qty }) => ({
            product_id,
            size_id,
            colour,
            qty,
          })),
        },
      });
      expect(bulk.statusCode).toBe(200);
      const cart = projectCartResponseSchema.parse(bulk.json()).data!;
      expect(Math.round(cart.totals.subtotal * 100)).toBe(design.total_cents);
      const counter = design.items.find((item) => item.slot === 'countertop');
      if (counter)
        expect(cart.Project_tans.find((line) => line.size_id === counter.size_id)?.qty).toBe(counter.qty);
    }
  });
});
