import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

/**
 * Discount codes. A pro's code (showroom_id set) applies in their showroom; a platform code (null)
 * everywhere. The discount never exceeds the order's markup (spec §6: the pro still earns, the vendor
 * is paid in full): the checkout caps it.
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
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
  ],
);
