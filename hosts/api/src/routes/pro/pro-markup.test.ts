import { MARKUP, validationErrorSchema } from '@showroom/contract';
import { productDetailResponseSchema } from '@showroom/contract/catalog';
import { shownPrice } from '@showroom/contract/money';
import { MARKUP_MESSAGES, MAX_MARKUP_PERCENT, proMarkupResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let contractorId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 30 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  contractorId = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
});
afterAll(() => t.close());

const read = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/pro/markup', headers });
const save = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/pro/markup', headers, payload: payload as object });
/** The price a shopper sees of a product in the contractor's showroom. */
const shopperPrice = async (hash: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/product/${hash}?showroom=${contractorId}`,
  });
  return productDetailResponseSchema.parse(response.json()).data.data.price;
};

describe('GET and PUT /api/pro/markup', () => {
  it('reads the markup and a few of the showroom’s products, cheapest first, to preview it on', async () => {
    const response = await read(contractor);
    expect(response.statusCode).toBe(200);
    const { markup_percent, preview } = proMarkupResponseSchema.parse(response.json()).data;
    expect(markup_percent).toBeGreaterThanOrEqual(MARKUP.minimumPercent);
    expect(preview.length).toBeGreaterThan(1);
    expect(preview.length).toBeLessThanOrEqual(4);
    const prices = preview.map((product) => product.wholesale_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Each is on sale in the showroom at wholesale plus this markup.
    for (const product of preview)
      expect(await shopperPrice(product.hash)).toBe(shownPrice(product.wholesale_price, markup_percent));
  });

  it('saves a new markup, and shoppers see the new price at once (the cached one is dropped)', async () => {
    const before = proMarkupResponseSchema.parse((await read(contractor)).json()).data;
    const product = before.preview.at(-1)!;
    // Cached at the old markup, as a shopper's visit leaves it.
    expect(await shopperPrice(product.hash)).toBe(shownPrice(product.wholesale_price, before.markup_percent));
    const response = await save(contractor, { markup_percent: 15 });
    expect(response.statusCode).toBe(200);
    const body = proMarkupResponseSchema.parse(response.json());
    expect(body.message).toBe(MARKUP_MESSAGES.saved);
    expect(body.data.markup_percent).toBe(15);
    expect(await shopperPrice(product.hash)).toBe(shownPrice(product.wholesale_price, 15));
    expect(proMarkupResponseSchema.parse((await read(contractor)).json()).data.markup_percent).toBe(15);
  });

  it('refuses a markup below the minimum, above the maximum, with three decimals or not a number', async () => {
    for (const markup_percent of [
      MARKUP.minimumPercent - 0.01,
      0,
      MAX_MARKUP_PERCENT + 1,
      12.345,
      '15',
      null,
    ]) {
      const response = await save(contractor, { markup_percent });
      expect(response.statusCode, String(markup_percent)).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors.markup_percent).toEqual([
        MARKUP_MESSAGES.invalid,
      ]);
    }
    expect(proMarkupResponseSchema.parse((await read(contractor)).json()).data.markup_percent).toBe(15);
  });

  it('is the pro’s own: a homeowner or a vendor is refused, and another pro sees only their own', async () => {
    for (const email of [DEMO_ACCOUNTS.logins.homeowner.email, DEMO_ACCOUNTS.logins.vendor.email]) {
      const headers = bearer(await t.tokenFor(email));
      expect((await read(headers)).statusCode).toBe(403);
      expect((await save(headers, { markup_percent: 20 })).statusCode).toBe(403);
    }
    const designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
    expect((await save(designer, { markup_percent: 22 })).statusCode).toBe(200);
    expect(proMarkupResponseSchema.parse((await read(contractor)).json()).data.markup_percent).toBe(15);
  });
});
