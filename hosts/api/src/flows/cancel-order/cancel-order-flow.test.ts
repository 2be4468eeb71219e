import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { payments } from '../../modules/payments/payments-schema.ts';
import { createSettingsService } from '../../modules/settings/index.ts';
import { systemClock } from '../../providers/clock/clock.ts';
import { LivePresence } from '../../providers/live-events/live-presence.ts';
import { DEFAULT_MAIL_FROM } from '../../providers/mail/create-mailer.ts';
import { Mailer } from '../../providers/mail/mailer.ts';
import { createMemoryTransport } from '../../providers/mail/memory-transport.ts';
import { createSandboxGateway } from '../../providers/payment-gateways/sandbox-gateway.ts';
import { sandbox_charges } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { insertTestOrder, insertTestUser } from '../../testing/order-fixtures.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { cancelOrder } from './cancel-order-flow.ts';
import type { CancelOrderDeps } from './cancel-order-state.ts';

let database: DatabaseHandle;
let deps: CancelOrderDeps;
let homeowner: number;
let vendor: number;
const transport = createMemoryTransport();

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const platformOrigin = 'http://platform.test';
  deps = {
    db,
    clock: systemClock,
    mailer: new Mailer(transport, DEFAULT_MAIL_FROM),
    settings: createSettingsService({ db, clock: systemClock, platformOrigin }),
    payments: createSandboxGateway({ db, clock: systemClock }),
    platformOrigin,
    presence: new LivePresence(db, systemClock),
  };
  homeowner = await insertTestUser(db, 'User', 'Olivia');
  vendor = await insertTestUser(db, 'Vendor', 'Metro Tiles');
});
afterAll(() => database.close());

const paymentOf = async (orderId: number) =>
  (await database.db.select().from(payments).where(eq(payments.order_id, orderId)))[0]!;

describe('cancelOrder', () => {
  it('keeps the order cancelled and the payment captured when the gateway refuses the refund', async () => {
    const { orderId, chargeId } = await insertTestOrder(database.db, {
      userId: homeowner,
      items: [{ vendorId: vendor }],
    });
    const failing = {
      ...deps,
      payments: {
        ...deps.payments,
        refund: () => Promise.reject(new Error('processor unavailable')),
      },
    };
    const outcome = await cancelOrder(failing, homeowner, orderId);
    expect(outcome.kind).toBe('cancelled');
    if (outcome.kind !== 'cancelled') return;
    expect(outcome.order.state).toBe('cancelled');
    expect(outcome.refundError).toBeInstanceOf(Error);
    expect((await paymentOf(orderId)).state).toBe('captured');
    const [charge] = await database.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, chargeId));
    expect(charge?.state).toBe('captured');
    await deps.mailer.settled();
    const texts = transport.outbox.map((mail) => mail.text);
    expect(texts.some((text) => text.includes('could not be completed right away'))).toBe(true);
    expect(texts.some((text) => text.includes('We refunded'))).toBe(false);
  });

  it('voids a payment that was only authorized', async () => {
    const { orderId, chargeId } = await insertTestOrder(database.db, {
      userId: homeowner,
      items: [{ vendorId: vendor }],
    });
    await database.db
      .update(sandbox_charges)
      .set({ state: 'authorized' })
      .where(eq(sandbox_charges.id, chargeId));
    await database.db.update(payments).set({ state: 'authorized' }).where(eq(payments.order_id, orderId));
    const outcome = await cancelOrder(deps, homeowner, orderId);
    expect(outcome).toMatchObject({ kind: 'cancelled', refundError: null });
    expect((await paymentOf(orderId)).state).toBe('voided');
    const [charge] = await database.db.select().from(sandbox_charges).where(eq(sandbox_charges.id, chargeId));
    expect(charge?.state).toBe('voided');
  });

  it("finds no order of another user's", async () => {
    const { orderId } = await insertTestOrder(database.db, {
      userId: homeowner,
      items: [{ vendorId: vendor }],
    });
    expect(await cancelOrder(deps, vendor, orderId)).toEqual({ kind: 'notFound' });
  });
});
