import { MESSAGES } from '@showroom/contract';
import { ORDER_MESSAGES, orderDetailResponseSchema } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../modules/orders/orders-schema.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();

/** The fixture orders ship to Springfield, IL 62701: a new address in the same state. */
const NEW_ADDRESS = {
  street: '9 Lincoln Ave',
  apartment: 'Unit 2',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62704',
};

const change = (orderId: number, payload: object, party = kit.homeowner) =>
  kit.call(party, 'PUT', `/api/orders/${orderId}/address`, payload);

const storedOf = async (orderId: number) =>
  (await kit.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('PUT /api/orders/:id/address', () => {
  it('changes the address within the window, keeping the money, and answers the order', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    const before = await storedOf(orderId);
    kit.t.clock.advance(59 * MINUTE_MS);
    const response = await change(orderId, { ...NEW_ADDRESS, state: 'il' });
    expect(response.statusCode).toBe(200);
    const body = orderDetailResponseSchema.parse(response.json());
    expect(body.message).toBe(ORDER_MESSAGES.addressChanged);
    expect(body.data.shipping_address).toEqual(NEW_ADDRESS);
    const after = await storedOf(orderId);
    expect(after).toMatchObject({
      shipping_street: '9 Lincoln Ave',
      shipping_zip_code: '62704',
      tax_cents: before.tax_cents,
      total_cents: before.total_cents,
    });
  });

  it('refuses another state (the tax charged is the order state’s) with a field error, changing nothing', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    const response = await change(orderId, { ...NEW_ADDRESS, state: 'CA', zip_code: '95814' });
    expect(response.statusCode).toBe(422);
    const message = ORDER_MESSAGES.addressOtherState.replace('{state}', 'Illinois');
    expect(response.json()).toEqual({ message, errors: { state: [message] } });
    expect((await storedOf(orderId)).shipping_zip_code).toBe('62701');
  });

  it('checks the address by the US rule: a ZIP code of another state is a 422 on the field', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    const response = await change(orderId, { ...NEW_ADDRESS, zip_code: '10001' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ zip_code: ['10001 is not a ZIP code of Illinois.'] });
  });

  it('refuses once the 60-minute window has passed', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    kit.t.clock.advance(60 * MINUTE_MS);
    const response = await change(orderId, NEW_ADDRESS);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.addressChangeWindowOver });
    expect((await storedOf(orderId)).shipping_street).not.toBe(NEW_ADDRESS.street);
  });

  it('refuses a cancelled order', async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    expect((await kit.call(kit.homeowner, 'POST', `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const response = await change(orderId, NEW_ADDRESS);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.alreadyCancelled });
  });

  it("answers 404 for another homeowner's order and changes nothing", async () => {
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }]);
    const response = await change(orderId, NEW_ADDRESS, kit.otherHomeowner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    expect((await storedOf(orderId)).shipping_street).not.toBe(NEW_ADDRESS.street);
  });
});
