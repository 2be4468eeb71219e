import { index, inet, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * Leads from the "Save up to 30%" sample-request form (spec §5, §7 sample_request). Kept apart from users:
 * a lead is not an account. `shop_profile_id` is the showroom's pro (a user id, as the spec's API names it),
 * so a lead credits the pro whose showroom the visitor was in; it survives the pro's deletion as null.
 */
export const sample_requests = pgTable(
  'sample_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    full_name: text().notNull(),
    email: text().notNull(),
    phone_number: text().notNull(),
    /** The fixed external-form value the client sends, kept verbatim for the CRM export. */
    action: text().notNull(),
    lead_type: text().notNull(),
    shop_profile_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Paths relative to DATA_DIR/uploads (outside the web root); never served publicly. */
    file_paths: jsonb().$type<string[]>().notNull().default([]),
    client_ip: inet(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sample_requests_shop_profile_created_idx').on(t.shop_profile_id, t.created_at.desc()),
    index('sample_requests_created_idx').on(t.created_at.desc()),
  ],
);
