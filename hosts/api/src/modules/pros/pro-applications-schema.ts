import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * What a Contractor or Designer gave when they signed up (issue #23) and an admin reviews before
 * approving: the company, licence and service area. Phone and ZIP live on the user, as a homeowner's
 * do. The company name becomes the showroom's on approval; the row stays as the record of the application.
 */
export const pro_applications = pgTable('pro_applications', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company_name: text().notNull(),
  licence_number: text().notNull(),
  service_area: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
