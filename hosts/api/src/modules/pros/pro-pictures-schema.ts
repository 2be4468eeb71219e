import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../lib/bytea-column.ts';
import { users } from '../identity/users-schema.ts';

/**
 * A pro's uploaded pictures: the showroom's logo and a designer's portfolio, re-encoded after the
 * spec §5 checks. Kept in the database, not on one process's disk, so every API process serves them
 * (several may share one database). Served by their random `token`, never by id or file name.
 */
export const pro_pictures = pgTable(
  'pro_pictures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'logo' | 'portfolio'>().notNull(),
    /** The stored format's ending: png, jpg or gif. */
    extension: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    content: bytea().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pro_pictures_user_kind_idx').on(t.user_id, t.kind, t.created_at),
    check('pro_pictures_kind_check', sql`${t.kind} in ('logo', 'portfolio')`),
  ],
);
