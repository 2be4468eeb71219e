import { PROJECT_CHAT_KINDS } from '@showroom/contract/projects';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { products } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';

/**
 * A project's chat (spec §3 `Project_chats`, decision 0107): plain text as typed, or a product card,
 * or a product suggested for the checklist with a quantity. Never deleted by anyone but the project.
 */
export const project_chat_messages = pgTable(
  'project_chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Kept when its author's account goes: the conversation stays whole for the others. */
    sender_id: integer().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: PROJECT_CHAT_KINDS }).notNull(),
    message: text().notNull(),
    product_id: integer().references(() => products.id, { onDelete: 'set null' }),
    quantity: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the offline-notice job looked at it (claimed, so one process notices it once): recipients
     * who had not read it by then and were away got a notification and a mail.
     */
    offline_checked_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('project_chat_messages_project_idx').on(t.project_id, t.id),
    index('project_chat_messages_unchecked_idx').on(t.created_at).where(sql`offline_checked_at is null`),
  ],
);

/** The newest message each participant has read in a project's chat: read marks and unread counts. */
export const project_chat_reads = pgTable(
  'project_chat_reads',
  {
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_read_message_id: integer().notNull(),
    read_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.project_id, t.user_id] })],
);
