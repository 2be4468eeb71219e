import type { StyleProfile } from '@showroom/contract/projects';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * A homeowner's project (spec §3), or a cart: a visitor's cart is a project with `is_cart` and a
 * client-made `temp_project_id` but no owner until sign-in attaches it. Its lines are `project_tans`.
 */
export const projects = pgTable(
  'projects',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The showroom: the pro's user id (spec `showroom`). */
    showroom_id: integer().references(() => users.id, { onDelete: 'set null' }),
    floorplan: jsonb().$type<unknown>(),
    floor_template: jsonb().$type<unknown>(),
    temp_project_id: text(),
    is_cart: boolean().notNull().default(false),
    extra_info: jsonb().$type<unknown>(),
    /** A project's own facts (issue #25); a cart has none of them. */
    name: text(),
    room_type: text(),
    budget_cents: integer(),
    zip: text(),
    /** The style survey's answer for this project (`styleProfileSchema`), else the homeowner's. */
    style_profile: jsonb().$type<StyleProfile>(),
    /** Set when the homeowner shares the project with the showroom's pro, who then takes part in it. */
    shared_with_pro_at: timestamp({ withTimezone: true }),
    /** For a cart: the project it was attached to at sign-in (update_project_cart). */
    attached_project_id: integer().references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_user_cart_idx').on(t.user_id, t.is_cart),
    // The console's week: carts started in one showroom per day (decision 0088).
    index('projects_showroom_created_idx').on(t.showroom_id, t.created_at),
    uniqueIndex('projects_temp_project_id_unique')
      .on(t.temp_project_id)
      .where(sql`${t.temp_project_id} is not null`),
  ],
);
