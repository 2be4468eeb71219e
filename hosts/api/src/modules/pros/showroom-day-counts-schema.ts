import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/** What the console's home counts per day that no other table records (decision 0088). */
export const DAY_COUNTERS = ['embed_visit', 'shell_visit', 'product_view'] as const;
export type DayCounter = (typeof DAY_COUNTERS)[number];

/**
 * A showroom's counters by UTC day: one row per showroom, day and counter, raised by one upsert per event
 * (`on conflict do update`), never a row per visit, so the table stays small whatever the traffic.
 */
export const showroom_day_counts = pgTable(
  'showroom_day_counts',
  {
    showroom_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    counter: text({ enum: DAY_COUNTERS }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.showroom_id, t.day, t.counter] }),
    check(
      'showroom_day_counts_counter_check',
      sql`${t.counter} in (${sql.raw(DAY_COUNTERS.map((name) => `'${name}'`).join(', '))})`,
    ),
  ],
);
