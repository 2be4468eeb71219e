import { validationErrorSchema } from '@showroom/contract';
import { ADDRESS_MESSAGES } from '@showroom/contract/account';
import { checkoutSummaryResponseSchema } from '@showroom/contract/checkout';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../modules/money/coupons-schema.ts';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import {
  addToCart,
  cardToken,
  checkoutSummary,
  newHomeowner,
  newKey,
  placeOrder,
  setStock,
  useCheckoutTestApp,
} from '../../testing/checkout-test-kit.ts';

const kit = useCheckoutTestApp();

async function summaryOf(buyer: Awaited<ReturnType<typeof newHomeowner>>, coupon?: string) {
  const response = await checkoutSummary(kit, buyer, coupon);
  expect(response.statusCode).toBe(200);
  return checkoutSummaryResponseSchema.parse(response.json()).data;
}

const cents = (dollars: number) => Math.round(dollars * 100);

describe('GET /api/checkout/summary', () => {
  it('groups the lines by vendor and adds the state sales tax on the goods', async () => {
    const buyer = await newHomeowner(kit, 'CA');
    const [a, b] = kit.sizes;
    await addToCart(kit, buyer, a, 2);
    await addToCart(kit, buyer, b, 1);
    const summary = await summaryOf(buyer);
    expect(summary.vendors.map((group) => group.vendor_id)).toEqual([a.vendorId, b.vendorId]);
    const lineCents = summary.vendors.flatMap((group) => group.lines).map((line) => cents(line.amount));
    const subtotal = lineCents.reduce((sum, each) => sum + each, 0);
    expect(cents(summary.money.subtotal)).toBe(subtotal);
    expect(summary.vendors.map((group) => cents(group.subtotal))).toEqual(lineCents);
    expect(summary.tax_state).toBe('CA');
    expect(summary.tax_rate).toBe(7.25);
    expect(cents(summary.money.tax)).toBe(Math.round((subtotal * 7.25) / 100));
    expect(summary.money.shipping_charge).toBe(0);
    expect(cents(summary.money.total)).toBe(subtotal + cents(summary.money.tax));
    expect(summary.coupon).toBeNull();
    expect(summary).toMatchObject({ stock_problems: [], can_pay: true });
  });

  it('charges no tax in a state without sales tax', async () => {
    const buyer = await newHomeowner(kit, 'OR', '97201');
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const summary = await summaryOf(buyer);
    expect(summary).toMatchObject({ tax_state: 'OR', tax_rate: 0 });
    expect(summary.money.tax).toBe(0);
  });

  it('applies a percent coupon, and caps a fixed one at the markup so the vendor is paid in full', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const plain = await summaryOf(buyer);
    const percent = await summaryOf(buyer, 'welcome5');
    expect(percent.coupon).toEqual({
      code: 'WELCOME5',
      applied: true,
      message: ORDER_MESSAGES.couponApplied,
      offered_discount: null,
    });
    expect(cents(percent.money.discount)).toBe(Math.round(cents(plain.money.subtotal) * 0.05));
    const taxable = cents(percent.money.subtotal) - cents(percent.money.discount);
    expect(cents(percent.money.tax)).toBe(Math.round((taxable * 7.25) / 100));

    // $25 off a cheap line: only its markup comes off (the price ÷ (1 + markup) is the vendor's).
    const line = plain.vendors[0]!.lines[0]!;
    const wholesale = Math.round((cents(line.price) * 100) / (100 + kit.homepro.markup));
    const fixed = await summaryOf(buyer, 'EVERGREEN25');
    expect(fixed.coupon?.applied).toBe(true);
    expect(cents(fixed.money.discount)).toBe(Math.min(2_500, cents(line.price) - wholesale));
    expect(cents(fixed.money.subtotal) - cents(fixed.money.discount)).toBeGreaterThanOrEqual(wholesale);
  });

  it('names what a coupon offered when the markup cap cut it, for the screen to say by how much', async () => {
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    const plain = await summaryOf(buyer);
    // A cent less than the subtotal: far above the line's markup (wholesale × 10 % at least).
    const offered = cents(plain.money.subtotal) - 1;
    await kit.t.db.insert(coupons).values({ code: 'ALMOSTFREE', amount_off_cents: offered });
    const capped = await summaryOf(buyer, 'almostfree');
    expect(capped.coupon).toMatchObject({
      code: 'ALMOSTFREE',
      applied: true,
      offered_discount: offered / 100,
    });
    expect(cents(capped.money.discount)).toBeLessThan(offered);
    expect(cents(capped.money.discount)).toBeGreaterThan(0);
  });

  it('says why a coupon does not apply: unknown, expired, another showroom', async () => {
    const studio = await showroomByVsdId(kit.t.db, 'STUDIO88');
    await kit.t.db
      .insert(coupons)
      .values({ code: 'STUDIOONLY', showroom_id: studio.userId, amount_off_cents: 100 });
    const buyer = await newHomeowner(kit);
    await addToCart(kit, buyer, kit.sizes[0], 1);
    for (const [code, message] of [
      ['NOPE', ORDER_MESSAGES.couponUnknown],
      ['SPRING10', ORDER_MESSAGES.couponExpired],
      ['studioonly', ORDER_MESSAGES.couponOtherShowroom],
    ] as const) {
      const summary = await summaryOf(buyer, code);
      expect(summary.coupon).toEqual({
        code: code.toUpperCase(),
        applied: false,
        message,
        offered_discount: null,
      });
      expect(summary.money.discount).toBe(0);
    }
  });

  it.each([
    ['ZZ', '95814'],
    ['Calif', '95814'],
    ['N/A', 'N/A'],
    ['CA', '10001'],
  ])(
    'asks to correct a saved address (%s %s) from before the US rule instead of taxing it at zero',
    async (state, zip) => {
      const buyer = await newHomeowner(kit, state, zip);
      await addToCart(kit, buyer, kit.sizes[0], 1);
      const summary = await summaryOf(buyer);
      expect(summary).toMatchObject({
        address_problem: ADDRESS_MESSAGES.savedAddressInvalid,
        tax_rate: null,
        tax_state: null,
        can_pay: false,
      });
      const response = await placeOrder(kit, buyer, newKey(), {
        payment: { card_token: await cardToken(kit) },
      });
      expect(response.statusCode).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors).toEqual({
        shipping_address: [ADDRESS_MESSAGES.savedAddressInvalid],
      });
    },
  );

  it('lists lines short of stock and will not let the buyer pay', async () => {
    const buyer = await newHomeowner(kit);
    const size = kit.sizes[2];
    await addToCart(kit, buyer, size, 3);
    await setStock(kit, size.sizeId, 2);
    const summary = await summaryOf(buyer);
    const lineId = summary.vendors[0]!.lines[0]!.id;
    expect(summary.stock_problems).toEqual([
      { line_id: lineId, product_name: size.name, requested: 3, available: 2 },
    ]);
    expect(summary.can_pay).toBe(false);
    await setStock(kit, size.sizeId, 100);
  });

  it('answers an empty summary for a homeowner without a cart, and not another one’s cart', async () => {
    const owner = await newHomeowner(kit);
    await addToCart(kit, owner, kit.sizes[0], 1);
    const stranger = await newHomeowner(kit);
    const summary = await summaryOf(stranger);
    expect(summary).toMatchObject({ vendors: [], can_pay: false });
    expect(summary.money.total).toBe(0);
  });
});
