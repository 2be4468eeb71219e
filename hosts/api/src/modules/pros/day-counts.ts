import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type DayCounter, showroom_day_counts } from './showroom-day-counts-schema.ts';

/** The UTC calendar day of `at`, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Adds `amount` (one by default) to a showroom's counter of the day: one upsert, safe when many API
 * processes count at once (the row lock of `on conflict do update` serialises them). A showroom id
 * that is no pro is ignored.
 */
export async function countForShowroom(
  db: Database,
  showroomId: number,
  counter: DayCounter,
  at: Date,
  amount = 1,
) {
  await db.execute(sql`
    insert into ${showroom_day_counts} (showroom_id, day, counter, count)
    select id, ${utcDay(at)}::date, ${counter}, ${amount} from users where id = ${showroomId} and type in ('Contractor', 'Designer')
    on conflict (showroom_id, day, counter) do update set count = ${showroom_day_counts}.count + ${amount}`);
}
