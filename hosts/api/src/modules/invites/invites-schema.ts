import { INVITE_KINDS } from '@showroom/contract/pro';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/users-schema.ts';

export const INVITE_ROW_STATUSES = ['pending', 'joined', 'revoked'] as const;

/**
 * A pro's invitation of a vendor or a client (issue #23, console "Invites"). The invitee has no user
 * yet, so the link's token lives here, stored as SHA-256 like one_time_tokens'. A resend replaces the
 * hash (the old link dies); joining or revoking ends it. "Expired" is a pending row past `expires_at`.
 */
export const invites = pgTable(
  'invites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The inviting pro, whose showroom the invitee joins. */
    showroom_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: INVITE_KINDS }).notNull(),
    email: text().notNull(),
    token_hash: text().notNull(),
    status: text({ enum: INVITE_ROW_STATUSES }).notNull().default('pending'),
    sent_at: timestamp({ withTimezone: true }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    joined_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    joined_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_idx').on(t.token_hash),
    index('invites_showroom_created_idx').on(t.showroom_id, t.created_at.desc()),
    // One open invitation per showroom, kind and address: a second send is a resend.
    uniqueIndex('invites_open_address_idx')
      .on(t.showroom_id, t.kind, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    check('invites_kind_check', sql`${t.kind} in ('vendor', 'client')`),
    check('invites_status_check', sql`${t.status} in ('pending', 'joined', 'revoked')`),
  ],
);
