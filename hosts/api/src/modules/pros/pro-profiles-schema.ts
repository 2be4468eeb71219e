import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * What homeowners see of a pro when hiring one (issue #23, item 11): the hourly rate in cents, style
 * tags and a short introduction. The portfolio is `pro_pictures` of kind 'portfolio'; the rating comes
 * from hires, with the projects issue.
 */
export const pro_profiles = pgTable(
  'pro_profiles',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hourly_rate_cents: integer(),
    style_tags: jsonb().$type<string[]>().notNull().default([]),
    about: text(),
    /** Availability (decision 0108): homeowners may hire this pro for a new project. */
    accepting_projects: boolean().notNull().default(true),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pro_profiles_rate_check', sql`${t.hourly_rate_cents} is null or ${t.hourly_rate_cents} >= 0`),
  ],
);
