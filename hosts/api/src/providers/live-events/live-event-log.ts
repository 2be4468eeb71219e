import type { LiveEvent } from '@showroom/contract/live';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { live_events } from './live-events-schema.ts';

/** The channel live_events' trigger NOTIFYs on commit; the payload is the recipient's user id. */
export const LIVE_EVENTS_CHANNEL = 'showroom_live_event';

/** A position in one user's events: the writing transaction's id, then the row id. */
export interface LiveCursor {
  tx: bigint;
  id: bigint;
}

/** One event as a stream sends it. */
export interface LoggedLiveEvent {
  cursor: LiveCursor;
  event: LiveEvent;
}

/**
 * Writes `event` for each of `userIds` in `tx`, the transaction of the change it tells of: it is
 * heard (the trigger's NOTIFY) exactly when that change commits, and never if it rolls back.
 */
export async function publishLiveEvent(
  tx: Database,
  userIds: readonly (number | null | undefined)[],
  event: LiveEvent,
): Promise<void> {
  const recipients = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (recipients.length === 0) return;
  await tx
    .insert(live_events)
    .values(recipients.map((user_id) => ({ user_id, kind: event.kind, payload: event })));
}

/**
 * The oldest transaction of this database still running in the statement's snapshot, or the
 * snapshot's xmax when none is: every event of a transaction older than it has committed or never
 * will. Transactions of other databases on the same server cannot write our events, so they do not
 * hold ours back (a long seed or migration next door once delayed them by seconds, decision 0093).
 * One is counted as another database's only when pg_stat_activity or pg_prepared_xacts says so: any
 * it cannot place (it ended meanwhile, a background process) still counts, which only delays.
 * pg_stat_activity's `backend_xid` is 32 bits, the snapshot's are 64: compared modulo 2^32, unique
 * among running transactions.
 */
const THIS_DATABASE_HORIZON = sql`coalesce(
  (select min(running::text::bigint)
    from pg_snapshot_xip(pg_current_snapshot()) as running
    where running::text::bigint % 4294967296 not in (
      select backend_xid::text::bigint from pg_stat_activity
        where backend_xid is not null
          and datid <> (select oid from pg_database where datname = current_database())
      union all
      select transaction::text::bigint from pg_prepared_xacts
        where database <> current_database())),
  pg_snapshot_xmax(pg_current_snapshot())::text::bigint)`;

/**
 * The position "now": every event a transaction not yet finished writes comes after it (its
 * transaction id is at least the oldest one of this database still running).
 */
export async function cursorNow(db: Database): Promise<LiveCursor> {
  const [row] = rowsOf<{ horizon: string }>(
    await db.execute(sql`select (${THIS_DATABASE_HORIZON})::text as horizon`),
  );
  return { tx: BigInt(row?.horizon ?? '0'), id: 0n };
}

export interface LiveEventBatch {
  events: LoggedLiveEvent[];
  /**
   * Events were committed after the cursor but an older transaction of this database is still running
   * (or one that could not be placed), which might yet commit an event that comes before them: read
   * again shortly.
   */
  heldBack: boolean;
  /** The batch was cut at `limit`: read again now. */
  more: boolean;
}

/**
 * `userId`'s events after `cursor`, oldest first, up to `limit`: only those of transactions older
 * than every transaction of this database still running, so none can come before them later
 * (decision 0093).
 */
export async function readLiveEvents(
  db: Database,
  userId: number,
  cursor: LiveCursor,
  limit: number,
): Promise<LiveEventBatch> {
  const rows = rowsOf<{ id: string; tx: string; payload: unknown; settled: boolean }>(
    await db.execute(sql`
      select id::text as id, tx::text as tx, payload,
        tx < (${THIS_DATABASE_HORIZON}) as settled
      from ${live_events}
      where user_id = ${userId}
        and (tx, id) > (${cursor.tx.toString()}::bigint, ${cursor.id.toString()}::bigint)
      order by tx, id
      limit ${limit + 1}`),
  );
  const events: LoggedLiveEvent[] = [];
  for (const row of rows.slice(0, limit)) {
    if (!row.settled) return { events, heldBack: true, more: false };
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    events.push({ cursor: { tx: BigInt(row.tx), id: BigInt(row.id) }, event: payload as LiveEvent });
  }
  return { events, heldBack: false, more: rows.length > limit };
}
