import { MAX_CART_QTY } from '@showroom/contract/cart';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';

/** Who put a line on a project's checklist: the project's three kinds of participant (issue #25). */
export const CHECKLIST_ROLES = ['owner', 'pro', 'designer'] as const;
export type ChecklistRole = (typeof CHECKLIST_ROLES)[number];

/**
 * A line of a project's shoppable checklist (spec §3 Project "checklist (project_checklist with
 * append_items flag)"): one product in one size and colour, how many, and, when it came from a
 * surface, the area and waste allowance the quantity was counted from. Like a cart line, the same
 * product, size and colour is one line (an append adds to it), and prices are never stored: lines are
 * priced at read time in the project's showroom.
 */
export const project_checklist_items = pgTable(
  'project_checklist_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // As a cart line: a line is that size (set null could collide with the no-size line).
    size_id: integer().references(() => product_sizes.id, { onDelete: 'cascade' }),
    colour: text(),
    qty: integer().notNull(),
    /** The area the quantity was counted from (sqft, two decimals), with its waste allowance; null when counted. */
    area_sqft: doublePrecision(),
    waste_percent: integer(),
    checked: boolean().notNull().default(false),
    added_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    added_by_role: text({ enum: CHECKLIST_ROLES }).notNull(),
    note: text(),
    /** The list's order: appends go last, a replace numbers its items from 0. */
    position: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_checklist_items_line_unique')
      .on(t.project_id, t.product_id, t.size_id, t.colour)
      .nullsNotDistinct(),
    index('project_checklist_items_product_idx').on(t.product_id),
    index('project_checklist_items_size_idx').on(t.size_id),
    index('project_checklist_items_added_by_idx').on(t.added_by_user_id),
    check('project_checklist_items_qty_check', sql`${t.qty} between 1 and ${sql.raw(String(MAX_CART_QTY))}`),
    check('project_checklist_items_role_check', sql`${t.added_by_role} in ('owner', 'pro', 'designer')`),
  ],
);
