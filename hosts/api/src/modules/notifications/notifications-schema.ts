import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/** In-app notifications (header count, /notification page). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    /** A platform path the notification is about (e.g. /your_orders). */
    link: text(),
    read_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc())],
);
