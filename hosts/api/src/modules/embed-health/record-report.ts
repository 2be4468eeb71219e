import type { EmbedHealthReport } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Pages kept per showroom: far above a pro's real site, and a bound on what reports sent by a script
 * can fill. A page already kept is still updated at the bound.
 */
export const MAX_PAGES_PER_SHOWROOM = 500;

const lastSeen = (keys: readonly string[], at: string) =>
  JSON.stringify(Object.fromEntries(keys.map((key) => [key, at])));

/**
 * Stores one page load's report in one statement: the row of its showroom, origin and path is made
 * or updated (the elements and problems merged, each with when it was seen last). A Showroom ID that
 * names no showroom stores nothing. Runs the same on PGlite and PostgreSQL.
 */
export async function recordReport(
  db: Database,
  report: Omit<EmbedHealthReport, 'origin'> & { origin: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO embed_health (shop_profile_id, origin, path, elements, problems, last_seen_at)
    SELECT p.id, ${report.origin}, ${report.path}, ${lastSeen(report.elements, at)}::jsonb,
           ${lastSeen(report.problems, at)}::jsonb, ${at}::timestamptz
    FROM shop_profiles p
    WHERE upper(p.vsd_id) = upper(${report.showroom})
      AND ((SELECT count(*) FROM embed_health h WHERE h.shop_profile_id = p.id) < ${MAX_PAGES_PER_SHOWROOM}
        OR EXISTS (SELECT 1 FROM embed_health h WHERE h.shop_profile_id = p.id
                   AND h.origin = ${report.origin} AND h.path = ${report.path}))
    ON CONFLICT (shop_profile_id, origin, path) DO UPDATE SET
      elements = embed_health.elements || excluded.elements,
      problems = embed_health.problems || excluded.problems,
      loads = embed_health.loads + 1,
      last_seen_at = excluded.last_seen_at
  `);
}
