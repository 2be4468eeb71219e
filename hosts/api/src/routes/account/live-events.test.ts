import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@showroom/contract';
import type { LiveEvent } from '@showroom/contract/live';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../modules/orders/orders-schema.ts';
import { cursorNow } from '../../providers/live-events/live-event-log.ts';
import { live_events, live_streams } from '../../providers/live-events/live-events-schema.ts';
import { openLiveStream } from '../../testing/live-stream-client.ts';
import { type Party, useOrderTestApp } from '../../testing/order-test-kit.ts';

const kit = useOrderTestApp();
let baseUrl: string;

beforeAll(async () => {
  await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(kit.t.app.server.address() as AddressInfo).port}`;
});

const streamOf = (who: Party, lastEventId?: string) => openLiveStream(baseUrl, who.token, lastEventId);

const statusOf = (itemId: number, status: string) => (event: LiveEvent) =>
  event.kind === 'order_item_status' && event.order_item_id === itemId && event.status === status;

const setStatus = async (itemId: number, status: string) => {
  const response = await kit.call(kit.vendor, 'PUT', `/api/order_items/${itemId}/status`, { status });
  expect(response.statusCode).toBe(200);
};

const openStreamsOf = async (userId: number) =>
  (await kit.t.db.select().from(live_streams).where(eq(live_streams.user_id, userId))).length;

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await check()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/events', () => {
  it('refuses a caller who is not signed in', async () => {
    const response = await kit.call(null, 'GET', '/api/events');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  it('streams a status change to the homeowner, the pro, the vendor and the admins, and to nobody else', async () => {
    const { orderId, itemIds } = await kit.order([{ vendorId: kit.vendor.id }]);
    const item = itemIds[0]!;
    const [homeowner, pro, vendor, admin, other, otherVendor] = await Promise.all(
      [kit.homeowner, kit.pro, kit.vendor, kit.admin, kit.otherHomeowner, kit.otherVendor].map((who) =>
        streamOf(who),
      ),
    );
    expect(homeowner?.status).toBe(200);
    await setStatus(item, 'Vendor Approved');
    for (const stream of [homeowner, pro, vendor, admin]) {
      const { event } = await stream!.next(statusOf(item, 'Vendor Approved'));
      expect(event).toEqual({
        kind: 'order_item_status',
        order_id: orderId,
        order_item_id: item,
        status: 'Vendor Approved',
      });
    }
    // The homeowner's notification of the change, for the header's count.
    await homeowner!.next((event) => event.kind === 'notification');
    for (const stream of [homeowner, pro, vendor, admin, other, otherVendor]) stream!.close();
    const concernsOrder = (event: LiveEvent) => 'order_id' in event && event.order_id === orderId;
    expect(other!.received.filter(({ event }) => concernsOrder(event))).toEqual([]);
    expect(otherVendor!.received.filter(({ event }) => concernsOrder(event))).toEqual([]);
  });

  it('tells the pro, the vendor and the admins of a new order', async () => {
    const [pro, vendor, admin] = await Promise.all([
      streamOf(kit.pro),
      streamOf(kit.vendor),
      streamOf(kit.admin),
    ]);
    const { orderId } = await kit.order([{ vendorId: kit.vendor.id }, { vendorId: kit.vendor.id }]);
    for (const stream of [pro, vendor, admin]) {
      await stream.next((event) => event.kind === 'order_placed' && event.order_id === orderId);
      stream.close();
      // One event for the order, however many of its items are theirs.
      const placed = stream.received.filter(
        ({ event }) => event.kind === 'order_placed' && event.order_id === orderId,
      );
      expect(placed).toHaveLength(1);
    }
  });

  it('replays what came after Last-Event-ID, and nothing before it', async () => {
    const { itemIds } = await kit.order([{ vendorId: kit.vendor.id }]);
    const item = itemIds[0]!;
    const first = await streamOf(kit.homeowner);
    await setStatus(item, 'Vendor Approved');
    const approved = await first.next(statusOf(item, 'Vendor Approved'));
    first.close();
    await setStatus(item, 'In Progress');
    await setStatus(item, 'Ready to Pick Up');

    const resumed = await streamOf(kit.homeowner, approved.id);
    await resumed.next(statusOf(item, 'Ready to Pick Up'));
    resumed.close();
    const statuses = resumed.received.flatMap(({ event }) =>
      event.kind === 'order_item_status' && event.order_item_id === item ? [event.status] : [],
    );
    expect(statuses).toEqual(['In Progress', 'Ready to Pick Up']);
  });

  it('starts from now for a Last-Event-ID it never sent', async () => {
    const { itemIds } = await kit.order([{ vendorId: kit.vendor.id }]);
    const item = itemIds[0]!;
    await setStatus(item, 'Vendor Approved');
    // "Now" is the oldest transaction of this database still running (decision 0093), so an event is
    // surely behind it only once every transaction older than it has ended: the status change's own
    // notice and mail may still be finishing.
    await until(async () => {
      const [latest] = await kit.t.db
        .select({ tx: live_events.tx })
        .from(live_events)
        .where(eq(live_events.user_id, kit.homeowner.id))
        .orderBy(desc(live_events.tx))
        .limit(1);
      return latest !== undefined && (await cursorNow(kit.t.db)).tx > latest.tx;
    });
    const stream = await streamOf(kit.homeowner, 'not-a-cursor');
    await setStatus(item, 'In Progress');
    await stream.next(statusOf(item, 'In Progress'));
    stream.close();
    expect(stream.received.some(({ event }) => statusOf(item, 'Vendor Approved')(event))).toBe(false);
  });

  it('mails a status change only to a homeowner who has no stream open', async () => {
    const { orderId, itemIds } = await kit.order([
      { vendorId: kit.vendor.id, productName: 'Quartz counter' },
    ]);
    const item = itemIds[0]!;
    const [order] = await kit.t.db
      .select({ number: orders.order_number })
      .from(orders)
      .where(eq(orders.id, orderId));
    const mailsAbout = async (status: string) =>
      (await kit.t.mail.all()).filter(
        (mail) =>
          mail.to === kit.homeowner.email && mail.subject === `Your order ${order?.number}: ${status}`,
      ).length;

    const stream = await streamOf(kit.homeowner);
    await setStatus(item, 'Vendor Approved');
    await stream.next(statusOf(item, 'Vendor Approved'));
    expect(await mailsAbout('Approved')).toBe(0);

    stream.close();
    await until(async () => (await openStreamsOf(kit.homeowner.id)) === 0);
    await setStatus(item, 'In Progress');
    expect(await mailsAbout('In progress')).toBe(1);
  });
});

describe('GET /api/events once its session ends', () => {
  it('ends the stream of a session that signs out, and every stream of an account deactivated', async () => {
    const who = kit.otherHomeowner;
    const second = { ...who, token: await kit.t.tokenFor(who.email) };
    const [kept, signedOut] = await Promise.all([streamOf(who), streamOf(second)]);
    expect(signedOut.status).toBe(200);

    expect((await kit.call(second, 'POST', '/api/logout')).statusCode).toBe(200);
    await signedOut.ended;
    // The other session's stream stays open: only the session that signed out ended.
    const stillOpen = await Promise.race([
      kept.ended.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 300)),
    ]);
    expect(stillOpen).toBe(true);

    const deactivated = await kit.call(kit.admin, 'POST', `/api/admin/accounts/${who.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    await kept.ended;
    // Coming back, as the browser does, is refused: the page then signs itself out.
    const again = await streamOf(who);
    again.close();
    expect(again.status).toBe(401);
  });
});
