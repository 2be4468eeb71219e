import type { AiDesignDraft, AiDesignItem, AiPhotoSurface, AiRoomType } from '@showroom/contract/design-ai';
import type { StyleProfile } from '@showroom/contract/projects';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../lib/bytea-column.ts';
import { ai_users } from './ai-accounts-schema.ts';

/** A room photo of an AI user: re-encoded webp (EXIF gone), its main colours and brightness. */
export const ai_photos = pgTable(
  'ai_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ai_user_id: integer()
      .notNull()
      .references(() => ai_users.id, { onDelete: 'cascade' }),
    content: bytea().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    palette: jsonb().$type<string[]>().notNull(),
    brightness: real().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('ai_photos_user_idx').on(t.ai_user_id)],
);

/** What a request asked for, kept as it was parsed (the same inputs give the same designs). */
export interface AiDesignInputs {
  room_type: AiRoomType;
  width_ft: number;
  length_ft: number;
  budget_cents: number;
  style: StyleProfile | null;
  photo: number | null;
  showroom: string | null;
  /**
   * The floor (and wall) marked on the photo (decision 0116); left out when none was marked, so a key
   * used before surfaces existed still reads as the same inputs.
   */
  photo_surfaces?: AiPhotoSurface[];
}

/**
 * A design request (decision 0110): one per AI user and Idempotency-Key. Written with its spend in one
 * transaction under the user's row lock (`credits_spent`, `credits_left`); the designs follow in a
 * second one, so a crash between them leaves a paid request the same key finishes without paying again.
 */
export const ai_design_requests = pgTable(
  'ai_design_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ai_user_id: integer()
      .notNull()
      .references(() => ai_users.id, { onDelete: 'cascade' }),
    idempotency_key: text().notNull(),
    inputs: jsonb().$type<AiDesignInputs>().notNull(),
    credits_spent: integer().notNull(),
    credits_left: integer().notNull(),
    /** Null until its designs are written. */
    generator: text({ enum: ['catalogue', 'hosted'] }),
    note: text(),
    completed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ai_design_requests_user_key_unique').on(t.ai_user_id, t.idempotency_key),
    index('ai_design_requests_user_created_idx').on(t.ai_user_id, t.id),
    check('ai_design_requests_credits_check', sql`${t.credits_spent} >= 0 and ${t.credits_left} >= 0`),
  ],
);

/** One of a request's three designs, as it was answered (prices of that moment). */
export const ai_designs = pgTable(
  'ai_designs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    request_id: integer()
      .notNull()
      .references((): AnyPgColumn => ai_design_requests.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    total_cents: integer().notNull(),
    within_budget: boolean().notNull(),
    draft: jsonb().$type<AiDesignDraft>().notNull(),
    items: jsonb().$type<AiDesignItem[]>().notNull(),
    render_url: text(),
  },
  (t) => [uniqueIndex('ai_designs_request_position_unique').on(t.request_id, t.position)],
);
