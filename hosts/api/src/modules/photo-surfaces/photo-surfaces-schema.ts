import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';
import { project_files } from '../project-files/project-files-schema.ts';

/**
 * A material laid into a project's room photo (issue #26 "your own room", decision 0114): one row per
 * surface, its four corners in the photo's pixels (in order round it), the real length of one side
 * (between corners `length_from` and `length_to`), and the product, size and colour laid there. The
 * photo's whole set is replaced at once; a photo's removal takes its surfaces.
 */
export const project_photo_surfaces = pgTable(
  'project_photo_surfaces',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    file_id: integer()
      .notNull()
      .references(() => project_files.id, { onDelete: 'cascade' }),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Drawing order: later surfaces over earlier ones. */
    position: integer().notNull(),
    kind: text({ enum: ['floor', 'wall'] }).notNull(),
    label: text().notNull(),
    corners: jsonb().$type<[number, number][]>().notNull(),
    length_from: integer().notNull(),
    length_to: integer().notNull(),
    length_inches: doublePrecision().notNull(),
    product_id: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A size that goes leaves the surface laid, drawn at the product's own texture scale.
    size_id: integer().references(() => product_sizes.id, { onDelete: 'set null' }),
    colour: text(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_photo_surfaces_file_idx').on(t.file_id, t.position),
    index('project_photo_surfaces_project_idx').on(t.project_id),
    index('project_photo_surfaces_product_idx').on(t.product_id),
    index('project_photo_surfaces_size_idx').on(t.size_id),
    check('project_photo_surfaces_kind_check', sql`${t.kind} in ('floor', 'wall')`),
    check('project_photo_surfaces_length_check', sql`${t.length_inches} > 0`),
    check(
      'project_photo_surfaces_corners_check',
      sql`${t.length_from} between 0 and 3 and ${t.length_to} between 0 and 3`,
    ),
  ],
);
