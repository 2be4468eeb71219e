import { IMPORT_STATES, type ImportMapping } from '@showroom/contract/vendor-import';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * A vendor's uploaded CSV and its latest run (decision 0097). The file itself is kept here, so an
 * upload is never lost and any API process can run it. A run is a job: `queued`, then `running` under
 * a lease (`lease_token`, `lease_until`) that each batch renews in its own transaction with
 * `rows_done`; a run whose process died is taken up again after its lease from `rows_done`.
 */
export const vendor_imports = pgTable(
  'vendor_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vendor_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file_name: text().notNull(),
    csv: text().notNull(),
    headers: jsonb().$type<string[]>().notNull(),
    sample: jsonb().$type<string[][]>().notNull(),
    mapping: jsonb().$type<ImportMapping>().notNull(),
    state: text({ enum: IMPORT_STATES }).notNull().default('uploaded'),
    dry_run: boolean().notNull().default(true),
    total_rows: integer().notNull(),
    rows_done: integer().notNull().default(0),
    created_count: integer().notNull().default(0),
    updated_count: integer().notNull().default(0),
    failed_count: integer().notNull().default(0),
    lease_token: uuid(),
    lease_until: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('vendor_imports_vendor_idx').on(t.vendor_id, t.id),
    // The runner's search for work: queued runs, and running ones whose lease ran out.
    index('vendor_imports_work_idx')
      .on(t.state, t.lease_until)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('vendor_imports_rows_check', sql`${t.rows_done} >= 0 and ${t.rows_done} <= ${t.total_rows}`),
  ],
);

/** The row-by-row report of a run: one line per problem (a row may have several). */
export const vendor_import_errors = pgTable(
  'vendor_import_errors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    import_id: integer()
      .notNull()
      .references(() => vendor_imports.id, { onDelete: 'cascade' }),
    row: integer().notNull(),
    field: text().notNull(),
    message: text().notNull(),
  },
  (t) => [index('vendor_import_errors_import_row_idx').on(t.import_id, t.row, t.id)],
);
