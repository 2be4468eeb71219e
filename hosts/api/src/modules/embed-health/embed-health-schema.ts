import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';

/** `{ "showroom-product": "2026-11-29T13:00:00.000Z", … }`: what was seen, with when it was seen last. */
export type LastSeen = Record<string, string>;

/**
 * What embed.js reported from one page of a site (decision 0087): one row per showroom, origin and
 * path, updated by every load of that page (a busy page is one row, not a row per visit). Elements
 * and problems are closed lists (the contract's), so their maps stay small.
 */
export const embed_health = pgTable(
  'embed_health',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    shop_profile_id: integer()
      .notNull()
      .references(() => shop_profiles.id, { onDelete: 'cascade' }),
    /** `scheme://host[:port]` as the browser sent it in Origin. */
    origin: text().notNull(),
    path: text().notNull(),
    elements: jsonb().$type<LastSeen>().notNull().default(sql`'{}'::jsonb`),
    problems: jsonb().$type<LastSeen>().notNull().default(sql`'{}'::jsonb`),
    /** Reports received (page loads that reported), for "how busy" only. */
    loads: integer().notNull().default(1),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('embed_health_profile_origin_path_unique').on(t.shop_profile_id, t.origin, t.path),
    index('embed_health_profile_seen_idx').on(t.shop_profile_id, t.last_seen_at),
  ],
);
