import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { LivePresence } from '../../providers/live-events/live-presence.ts';
import { DEFAULT_MAIL_FROM } from '../../providers/mail/create-mailer.ts';
import { Mailer } from '../../providers/mail/mailer.ts';
import { createMemoryTransport } from '../../providers/mail/memory-transport.ts';
import { insertTestOrder, insertTestUser } from '../../testing/order-fixtures.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createSettingsService } from '../settings/index.ts';
import { createOrdersService, type OrdersService } from './index.ts';

let database: DatabaseHandle;
let orders: OrdersService;
let homeowner: number;
let neighbour: number;
let vendor: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const clock = new TestClock();
  const platformOrigin = 'http://platform.test';
  orders = createOrdersService({
    db,
    clock,
    presence: new LivePresence(db, clock),
    mailer: new Mailer(createMemoryTransport(), DEFAULT_MAIL_FROM),
    settings: createSettingsService({ db, clock, platformOrigin }),
    platformOrigin,
  });
  homeowner = await insertTestUser(db, 'User', 'Olivia');
  neighbour = await insertTestUser(db, 'User', 'Nina');
  vendor = await insertTestUser(db, 'Vendor', 'Metro Tiles');
});
afterAll(() => database.close());

describe('the orders service', () => {
  it("lists a homeowner's own orders only, and shows one only to its buyer", async () => {
    const { orderId } = await insertTestOrder(database.db, {
      userId: homeowner,
      items: [{ vendorId: vendor }],
    });
    const page = await orders.page(homeowner, 1, 10);
    expect(page.total).toBe(1);
    expect(page.items.map((order) => order.id)).toEqual([orderId]);
    expect(await orders.page(neighbour, 1, 10)).toEqual({ total: 0, items: [] });
    expect(await orders.detailFor(homeowner, orderId)).toMatchObject({ id: orderId });
    expect(await orders.detailFor(neighbour, orderId)).toBeNull();
  });
});
