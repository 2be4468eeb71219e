import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable log of live events (decision 0093): one row per recipient, written in the transaction
 * of the change it tells of, so an event exists exactly when its change committed. `tx` is the
 * writing transaction's id: a stream reads in (tx, id) order and only transactions older than every
 * one still running, so an event committed late with a smaller id is never skipped. A trigger
 * NOTIFYs the recipient's id on commit; rows older than a few days are swept.
 */
export const live_events = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    /** A user's id; no foreign key (a provider knows no module's tables): the sweep drops what is left. */
    user_id: integer().notNull(),
    tx: bigint({ mode: 'bigint' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    kind: text().notNull(),
    /** The event as the contract's `liveEventSchema` reads it: ids, a status, a count. */
    payload: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user_position_idx').on(t.user_id, t.tx, t.id),
    index('live_events_created_idx').on(t.created_at),
  ],
);

/**
 * One row per open stream on any API process, refreshed by its heartbeat: whether a user is on the
 * site (a homeowner who is gets no mail for a status change). A process that dies leaves rows that
 * go stale after `LIVE_EVENTS.presenceStaleMs` and are swept.
 */
export const live_streams = pgTable(
  'live_streams',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** A user's id; no foreign key (a provider knows no module's tables): the sweep drops what is left. */
    user_id: integer().notNull(),
    opened_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_streams_user_seen_idx').on(t.user_id, t.seen_at)],
);
