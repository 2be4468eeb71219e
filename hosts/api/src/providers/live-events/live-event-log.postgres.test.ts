/**
 * Which running transactions hold live events back (decision 0093): on a PostgreSQL server shared with
 * other databases, only this database's. Needs DATABASE_URL (the PostgreSQL tier), where transactions
 * really overlap.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../testing/throwaway-database.ts';
import { cursorNow, type LiveEventBatch, publishLiveEvent, readLiveEvents } from './live-event-log.ts';

let handle: DatabaseHandle;
let nextDoor: ThrowawayDatabase;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('overlapping transactions need a PostgreSQL server: set DATABASE_URL');
  handle = await openTestDatabase(serverUrl);
  nextDoor = await createThrowawayDatabase(serverUrl, 'showroom_next_door');
});
afterAll(async () => {
  await handle?.close();
  await nextDoor?.drop();
});

/** A writing transaction (it has an id) left open on `url` until `finish` is called. */
async function openWritingTransaction(url: string): Promise<{ xid: bigint; finish: () => Promise<void> }> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: (xid: bigint) => void = () => {};
  const xid = new Promise<bigint>((resolve) => {
    started = resolve;
  });
  const done = client.begin(async (tx) => {
    const [row] = await tx`select pg_current_xact_id()::text as xid`;
    started(BigInt(row?.xid as string));
    await released;
  });
  return {
    xid: await xid,
    async finish() {
      release();
      await done;
      await client.end({ timeout: 5 });
    },
  };
}

const START = { tx: 0n, id: 0n };

/** `read` again every 15 ms, as the hub does, until a read is not held back (at most 2 s). */
async function settledRead(read: () => Promise<LiveEventBatch>): Promise<LiveEventBatch> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const batch = await read();
    if (!batch.heldBack || Date.now() > deadline) return batch;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}
let userId = 900_000;

describe('live events held back by running transactions', () => {
  it('are not held back by a transaction of another database on the same server', async () => {
    userId += 1;
    const other = await openWritingTransaction(nextDoor.url);
    try {
      await publishLiveEvent(handle.db, [userId], { kind: 'notification', notification_id: 1 });
      // Read as the hub does, again 15 ms after a held-back read: a transaction of another test file that
      // ends between a read's snapshot and its look at pg_stat_activity cannot be placed, so that read
      // waits. Before this rule the other database's open transaction held the event back for good.
      const batch = await settledRead(() => readLiveEvents(handle.db, userId, START, 10));
      expect(batch.events.map(({ event }) => event)).toEqual([{ kind: 'notification', notification_id: 1 }]);
      await vi.waitFor(async () => expect((await cursorNow(handle.db)).tx).toBeGreaterThan(other.xid), {
        timeout: 2000,
        interval: 15,
      });
    } finally {
      await other.finish();
    }
  });

  it('are held back by an older transaction of this database until it ends', async () => {
    userId += 1;
    const older = await openWritingTransaction(await databaseUrlOf(handle));
    let finished = false;
    try {
      await publishLiveEvent(handle.db, [userId], { kind: 'notification', notification_id: 2 });
      const held = await readLiveEvents(handle.db, userId, START, 10);
      expect(held).toEqual({ events: [], heldBack: true, more: false });
      // "Now" is never past a transaction of this database still running.
      expect((await cursorNow(handle.db)).tx).toBeLessThanOrEqual(older.xid);
      await older.finish();
      finished = true;
      const read = await settledRead(() => readLiveEvents(handle.db, userId, START, 10));
      expect(read.heldBack).toBe(false);
      expect(read.events.map(({ event }) => event)).toEqual([{ kind: 'notification', notification_id: 2 }]);
    } finally {
      if (!finished) await older.finish();
    }
  });
});

/** The URL of the test database `database` is connected to. */
async function databaseUrlOf(database: DatabaseHandle): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  return url.toString();
}
