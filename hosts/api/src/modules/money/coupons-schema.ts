import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * Discount codes. A pro's code (showroom_id set) applies in their showroom; a platform code (null)
 * everywhere. The discount never exceeds the order's markup (spec §6: the pro still earns, the vendor
 * is paid in full): the checkout caps it. The usage limits are enforced when the order is written, by
 * the trigger of migration 0018 (decision 0086), so two concurrent orders never both take the last use.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    showroom_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Percent off the subtotal in basis points (500 = 5%), or a fixed amount in cents: exactly one. */
    percent_off_bp: integer(),
    amount_off_cents: integer(),
    expires_at: timestamp({ withTimezone: true }),
    active: boolean().notNull().default(true),
    /** Orders (not cancelled) that may use the code in all; null: no limit. */
    max_uses: integer(),
    /** Orders (not cancelled) one customer may use it in; null: no limit. */
    max_uses_per_customer: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_unique').on(sql`upper(${t.code})`),
    check(
      'coupons_one_discount_check',
      sql`(${t.percent_off_bp} is null) <> (${t.amount_off_cents} is null)`,
    ),
    check(
      'coupons_percent_check',
      sql`${t.percent_off_bp} is null or ${t.percent_off_bp} between 1 and 10000`,
    ),
    check('coupons_amount_check', sql`${t.amount_off_cents} is null or ${t.amount_off_cents} > 0`),
    check(
      'coupons_limits_check',
      sql`(${t.max_uses} is null or ${t.max_uses} > 0) and (${t.max_uses_per_customer} is null or ${t.max_uses_per_customer} > 0)`,
    ),
    // The console lists a showroom's codes, newest first.
    index('coupons_showroom_idx').on(t.showroom_id, t.id),
  ],
);
