import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Abuse-limit counters shared by every API process (providers/rate-limits). One row per limit and key;
 * `key` is a SHA-256 of the limit's name and the counted thing (an address, an e-mail and address), so
 * no e-mail or address is stored. A row is counted, and its block set, in one upsert, so parallel
 * requests on any number of processes are counted exactly. Rows past `expires_at` are swept.
 */
export const rate_limit_counters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    /** Until when the key is refused; null while it is not. Never later than expires_at. */
    blocked_until: timestamp({ withTimezone: true }),
    /** When the hits are forgotten (the next hit starts again at 1). */
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_counters_expires_idx').on(t.expires_at),
    check('rate_limit_counters_hits_check', sql`${t.hits} >= 0`),
  ],
);
