import { formatMessage, validationErrorSchema } from '@showroom/contract';
import { COUPON_MESSAGES, proCouponResponseSchema, proCouponsResponseSchema } from '@showroom/contract/pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUPONS } from '../../db/seed/coupons.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let contractor: Record<string, string>;
let designer: Record<string, string>;
/** The contractor's markup (HOMEPRO1's), the most a percent coupon of theirs may take off. */
let markup: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  contractor = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.contractor.email));
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
  const home = await t.app.inject({ method: 'GET', url: '/api/pro/home', headers: contractor });
  markup = home.json().data.markup_percent;
});
afterAll(() => t.close());

const TERMS = {
  discount_type: 'percent',
  discount_value: 5,
  expires_at: '2031-12-31T23:59:59-05:00',
  max_uses: 100,
  max_uses_per_customer: 1,
  active: true,
};

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/pro/coupons', headers });
const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/pro/coupons', headers, payload });
const edit = (headers: Record<string, string>, id: number | string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/pro/coupons/${id}`, headers, payload });
const codesOf = async (headers: Record<string, string>) =>
  proCouponsResponseSchema.parse((await list(headers)).json()).data.data.map((coupon) => coupon.code);
const errorsOf = (response: { json(): unknown }) => validationErrorSchema.parse(response.json()).errors;

describe("a pro's coupons", () => {
  it('lists only the showroom’s own codes, never the platform’s or another showroom’s', async () => {
    const response = await list(contractor);
    expect(response.statusCode).toBe(200);
    const [evergreen] = proCouponsResponseSchema.parse(response.json()).data.data;
    expect(evergreen).toMatchObject({
      code: DEMO_COUPONS.pro.code,
      discount_type: 'amount',
      discount_value: DEMO_COUPONS.pro.amountOffCents / 100,
      uses: 0,
      discount_total: 0,
      active: true,
    });
    expect(await codesOf(contractor)).toEqual([DEMO_COUPONS.pro.code]);
    expect(await codesOf(designer)).toEqual([]);
  });

  it('creates a percent code up to the markup, written in capitals, newest first', async () => {
    const response = await create(contractor, { ...TERMS, code: ' spring-sale ', discount_value: markup });
    expect(response.statusCode).toBe(200);
    const body = proCouponResponseSchema.parse(response.json());
    expect(body.message).toBe(COUPON_MESSAGES.created);
    expect(body.data).toMatchObject({
      code: 'SPRING-SALE',
      discount_value: markup,
      max_uses: 100,
      max_uses_per_customer: 1,
      expires_at: '2032-01-01T04:59:59.000Z',
    });
    expect(await codesOf(contractor)).toEqual(['SPRING-SALE', DEMO_COUPONS.pro.code]);
  });

  it('refuses a percent above the markup with the reason, and keeps nothing', async () => {
    const response = await create(contractor, { ...TERMS, code: 'TOO-MUCH', discount_value: markup + 0.01 });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      discount_value: [formatMessage(COUPON_MESSAGES.aboveMarkup, { markup })],
    });
    expect(await codesOf(contractor)).not.toContain('TOO-MUCH');
  });

  it('refuses a code taken anywhere on the platform, whatever its case', async () => {
    for (const code of [DEMO_COUPONS.platform.code.toLowerCase(), 'spring-SALE']) {
      const response = await create(designer, { ...TERMS, code });
      expect(response.statusCode, code).toBe(422);
      expect(errorsOf(response), code).toEqual({ code: [COUPON_MESSAGES.codeTaken] });
    }
  });

  it('names each field it refuses', async () => {
    const response = await create(contractor, {
      code: 'no spaces!',
      discount_type: 'bogo',
      discount_value: -1,
      expires_at: 'next week',
      max_uses: 0,
      max_uses_per_customer: 1.5,
      active: true,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(
      ['code', 'discount_type', 'expires_at', 'max_uses', 'max_uses_per_customer'].sort(),
    );
    const amount = await create(contractor, {
      ...TERMS,
      code: 'AMOUNT-X',
      discount_type: 'amount',
      discount_value: 0,
    });
    expect(errorsOf(amount)).toEqual({ discount_value: [COUPON_MESSAGES.amountInvalid] });
  });

  it('edits and deactivates its own code, keeping the code itself', async () => {
    const [coupon] = proCouponsResponseSchema.parse((await list(contractor)).json()).data.data;
    const response = await edit(contractor, coupon!.id, {
      ...TERMS,
      discount_type: 'amount',
      discount_value: 12.5,
      max_uses: null,
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(proCouponResponseSchema.parse(response.json()).data).toMatchObject({
      code: coupon!.code,
      discount_type: 'amount',
      discount_value: 12.5,
      max_uses: null,
      active: false,
    });
  });

  it("answers 404 for another showroom's code, the platform's, or no coupon id at all", async () => {
    const [own] = proCouponsResponseSchema.parse((await list(contractor)).json()).data.data;
    for (const id of [own!.id, 1, 'abc', '99999999999', 0]) {
      const response = await edit(designer, id, TERMS);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json(), String(id)).toEqual({ message: COUPON_MESSAGES.notFound });
    }
    expect(proCouponsResponseSchema.parse((await list(contractor)).json()).data.data[0]).toEqual(own);
  });

  it('is closed to homeowners and vendors', async () => {
    for (const login of [DEMO_ACCOUNTS.logins.homeowner, DEMO_ACCOUNTS.logins.vendor]) {
      const headers = bearer(await t.tokenFor(login.email));
      expect((await list(headers)).statusCode).toBe(403);
      expect((await create(headers, { ...TERMS, code: 'NOPE' })).statusCode).toBe(403);
      expect((await edit(headers, 2, TERMS)).statusCode).toBe(403);
    }
  });
});
