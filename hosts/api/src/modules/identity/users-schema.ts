import { USER_TYPES } from '@showroom/contract';
import type { StyleProfile } from '@showroom/contract/projects';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Statuses the seed and admin tools write; the client treats anything but Active/Approve/Deactive as pending. */
export const USER_STATUSES = ['Active', 'Approve', 'Deactive', 'Pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: USER_TYPES }).notNull(),
    status: text({ enum: USER_STATUSES }).notNull().default('Pending'),
    first_name: text().notNull(),
    last_name: text().notNull().default(''),
    email: text().notNull(),
    /** argon2id PHC string; never leaves the server. */
    password_hash: text().notNull(),
    email_verified_at: timestamp({ withTimezone: true }),
    country_code: text().notNull().default('+1'),
    phone_number: text(),
    zip_code: text(),
    /** The showroom (pro's user id) a homeowner registered through; null when none or no longer valid. */
    shop_id: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The homeowner's style survey answer (`styleProfileSchema`, issue #25); null until taken. */
    style_profile: jsonb().$type<StyleProfile>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively at sign-in, so uniqueness must be too.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_type_status_idx').on(t.type, t.status),
    // The console's Leads list: the homeowners who registered from one showroom, newest first.
    index('users_shop_created_idx').on(t.shop_id, t.created_at.desc()),
    check('users_type_check', sql`${t.type} in (${quoted(USER_TYPES)})`),
    check('users_status_check', sql`${t.status} in (${quoted(USER_STATUSES)})`),
  ],
);

/** A vendor's company; the brands it sells point back to the vendor through `brands.vendor_id`. */
export const vendor_profiles = pgTable('vendor_profiles', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company_name: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  // The account set-up after an invitation (decision 0094); null until the vendor gives them.
  contact_name: text(),
  phone: text(),
  warehouse_address: text(),
  warehouse_city: text(),
  /** USPS code. */
  warehouse_state: text(),
  warehouse_zip: text(),
});

/** Plan payments of pros; the newest row is the "latest_subscription" used by theming (spec §4). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text().notNull(),
    paid_amount: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    subscription_status: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_created_idx').on(t.user_id, t.created_at.desc())],
);
