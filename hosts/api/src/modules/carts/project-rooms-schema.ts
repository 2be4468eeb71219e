import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './projects-schema.ts';

/** A project's rooms (issue #25): each holds its photos, and the checklist and chat refer to it. */
export const project_rooms = pgTable(
  'project_rooms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    room_type: text(),
    /** The homeowner's order of rooms on the project page. */
    position: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_rooms_project_idx').on(t.project_id, t.position)],
);
