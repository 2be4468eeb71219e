import { PLAN_KEYS, PLAN_STATUSES } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A plan (or the addon) a pro bought in the console (issue #23), with what renewing it needs: the saved
 * card's gateway token (never a number), its brand and last four, and the end of the paid month. The
 * spec's `subscriptions` rows and `shop_profiles.custom_addon_status`, which theming reads (§4), are
 * written from these rows when they start and end.
 */
export const plan_subscriptions = pgTable(
  'plan_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text({ enum: PLAN_KEYS }).notNull(),
    amount_cents: integer().notNull(),
    status: text({ enum: PLAN_STATUSES }).notNull().default('pending'),
    /** The purchase's Idempotency-Key: the same key resumes or replays this row. */
    idempotency_key: text().notNull(),
    /** Which PaymentGateway issued the token (sandbox, stripe). */
    gateway: text().notNull(),
    gateway_token: text().notNull(),
    card_brand: text(),
    card_last4: text(),
    paid_until: timestamp({ withTimezone: true }),
    cancelled_at: timestamp({ withTimezone: true }),
    failure: text(),
    /** A renewal job holds the row until then, so no other process renews it meanwhile. */
    leased_until: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_subscriptions_user_key_unique').on(t.user_id, t.idempotency_key),
    // The last word on "one of each at a time", whatever two tabs or processes do.
    uniqueIndex('plan_subscriptions_one_live_unique')
      .on(t.user_id, t.plan)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('plan_subscriptions_renewal_idx').on(t.status, t.paid_until),
    check('plan_subscriptions_plan_check', sql`${t.plan} in (${quoted(PLAN_KEYS)})`),
    check('plan_subscriptions_status_check', sql`${t.status} in (${quoted(PLAN_STATUSES)})`),
    check('plan_subscriptions_last4_check', sql`${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);

/** A charge for a plan: the pro's receipt. One row per captured authorization, whatever retries do. */
export const plan_charges = pgTable(
  'plan_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscription_id: integer()
      .notNull()
      .references(() => plan_subscriptions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text({ enum: PLAN_KEYS }).notNull(),
    amount_cents: integer().notNull(),
    reason: text({ enum: ['purchase', 'renewal'] }).notNull(),
    authorization_id: text().notNull(),
    card_brand: text().notNull(),
    card_last4: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_charges_authorization_unique').on(t.authorization_id),
    index('plan_charges_user_idx').on(t.user_id, t.created_at.desc()),
    check('plan_charges_last4_check', sql`${t.card_last4} ~ '^[0-9]{4}$'`),
  ],
);
