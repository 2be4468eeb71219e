import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { designer_hires } from '../designer-hires/designer-hires-schema.ts';
import { users } from '../identity/users-schema.ts';

export const PROJECT_DESIGNER_STATUSES = ['hired'] as const;

/** Designers a homeowner hired on a project (spec §3 Project "designers"); a hired one takes part in it. */
export const project_designers = pgTable(
  'project_designers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    designer_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: PROJECT_DESIGNER_STATUSES }).notNull().default('hired'),
    fee_cents: integer().notNull().default(0),
    hired_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The fee's payment (decision 0108): what the homeowner paid, and the designer's payout line. */
    hire_id: integer().references(() => designer_hires.id),
  },
  (t) => [
    uniqueIndex('project_designers_project_designer_unique').on(t.project_id, t.designer_id),
    // "The projects I am hired on", for the designer's console.
    index('project_designers_designer_idx').on(t.designer_id, t.status),
  ],
);
