import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';

export const DESIGNER_HIRE_STATUSES = ['pending', 'paid'] as const;

/**
 * The payment of a designer's fee for a project (decision 0108): written `pending` before the card is
 * charged, so two tabs' keys make one hire and a crash after the charge is finished by the same
 * Idempotency-Key; `paid` in the transaction that writes the `project_designers` row. A paid row is also
 * the designer's payout ledger line (`designer_share_cents`, earned at `paid_at`). A definite decline
 * deletes its pending row: nothing is written. Never a card number: the gateway's token only.
 */
export const designer_hires = pgTable(
  'designer_hires',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer()
      .notNull()
      .references(() => projects.id),
    /** Who pays: the project's owner. */
    homeowner_id: integer()
      .notNull()
      .references(() => users.id),
    designer_id: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: DESIGNER_HIRE_STATUSES }).notNull().default('pending'),
    fee_cents: integer().notNull(),
    /** The designer's earning of the fee (the platform keeps the rest). */
    designer_share_cents: integer().notNull(),
    /** The hire's Idempotency-Key: the same key resumes or replays this row. */
    idempotency_key: text().notNull(),
    /** Which PaymentGateway issued the token (sandbox, stripe). */
    gateway: text().notNull(),
    gateway_token: text().notNull(),
    authorization_id: text(),
    card_brand: text(),
    card_last4: text(),
    paid_at: timestamp({ withTimezone: true }),
    /**
     * Who works on a pending row until then (decision 0115): the hire call charging it (its claim, two
     * minutes) or the abandoned-hires job settling it (its lease); nobody else charges, drops or settles it.
     */
    leased_until: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('designer_hires_homeowner_key_unique').on(t.homeowner_id, t.idempotency_key),
    // One hire per designer and project, whatever the keys: the last word under two tabs.
    uniqueIndex('designer_hires_project_designer_unique').on(t.project_id, t.designer_id),
    // The designer's payout ledger reads their paid fees.
    index('designer_hires_designer_status_idx').on(t.designer_id, t.status),
    check('designer_hires_fee_check', sql`${t.fee_cents} > 0 and ${t.designer_share_cents} >= 0`),
  ],
);
