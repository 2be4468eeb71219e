/**
 * Live events across API processes (decision 0093): two real API processes (src/main.ts) on one
 * PostgreSQL database. A status change made through one reaches a homeowner streaming from the
 * other (LISTEN/NOTIFY), and an event committed late by an older transaction is not skipped by a
 * stream that already read a newer one. Needs DATABASE_URL (the PostgreSQL tier of `npm test`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { seed } from './db/seed/index.ts';
import { AccessTokens } from './modules/identity/access-tokens.ts';
import { users } from './modules/identity/users-schema.ts';
import { systemClock } from './providers/clock/clock.ts';
import { publishLiveEvent } from './providers/live-events/live-event-log.ts';
import { type ApiProcess, startApiProcess } from './testing/api-process.ts';
import { openLiveStream } from './testing/live-stream-client.ts';
import { insertTestOrder } from './testing/order-fixtures.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './testing/throwaway-database.ts';

const { homeowner, vendor, contractor } = DEMO_ACCOUNTS.logins;

let database: ThrowawayDatabase;
let handle: DatabaseHandle;
let processes: ApiProcess[] = [];
const ids = { homeowner: 0, vendor: 0, pro: 0 };
const tokens = { homeowner: '', vendor: '' };

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('two API processes need a PostgreSQL server: set DATABASE_URL');
  database = await createThrowawayDatabase(serverUrl);
  handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  await handle.migrate();
  await seed(handle.db, { products: 10, siteOrigins: [] });
  const idOf = async (email: string) => {
    const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  ids.homeowner = await idOf(homeowner.email);
  ids.vendor = await idOf(vendor.email);
  ids.pro = await idOf(contractor.email);
  const issuer = new AccessTokens(handle.db, systemClock);
  tokens.homeowner = await issuer.issue(ids.homeowner, 'live-test');
  tokens.vendor = await issuer.issue(ids.vendor, 'live-test');
  const env = { DATABASE_URL: database.url, PLATFORM_ORIGIN: 'http://platform.test' };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await handle?.close();
  await database?.drop();
});

describe('live events on two API processes', () => {
  it('a status change made through one process reaches a homeowner streaming from the other', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const { itemIds } = await insertTestOrder(handle.db, {
      userId: ids.homeowner,
      showroomId: ids.pro,
      items: [{ vendorId: ids.vendor }],
    });
    const item = itemIds[0]!;
    const stream = await openLiveStream(second.url, tokens.homeowner);
    expect(stream.status).toBe(200);
    const sent = performance.now();
    const response = await fetch(`${first.url}/api/order_items/${item}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.vendor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Vendor Approved' }),
    });
    expect(response.status).toBe(200);
    const received = await stream.next(
      (event) => event.kind === 'order_item_status' && event.order_item_id === item,
      2_000,
    );
    stream.close();
    expect(received.event).toMatchObject({ status: 'Vendor Approved' });
    expect(received.at - sent).toBeLessThan(1_000);
  });

  it('an older transaction committing after a newer one loses none of its events', async () => {
    const [first] = processes as [ApiProcess];
    const stream = await openLiveStream(first.url, tokens.homeowner);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written = () => {};
    const olderWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // The older transaction takes the smaller event id, then stays open while a newer one commits.
    const older = handle.db.transaction(async (tx) => {
      await publishLiveEvent(tx, [ids.homeowner], { kind: 'order_placed', order_id: 9_000_001 });
      written();
      await gate;
    });
    await olderWritten;
    await publishLiveEvent(handle.db, [ids.homeowner], { kind: 'order_placed', order_id: 9_000_002 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const placed = () =>
      stream.received.flatMap(({ event }) => (event.kind === 'order_placed' ? [event.order_id] : []));
    // Held back while the older transaction might still commit an event before it.
    expect(placed()).toEqual([]);
    release();
    await older;
    await stream.next((event) => event.kind === 'order_placed' && event.order_id === 9_000_002);
    stream.close();
    expect(placed()).toEqual([9_000_001, 9_000_002]);
  });
});
