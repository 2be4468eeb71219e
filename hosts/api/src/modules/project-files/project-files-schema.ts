import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../lib/bytea-column.ts';
import { project_rooms } from '../carts/project-rooms-schema.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';

/**
 * A project's files (issue #25, decision 0105): its rooms' photos and the files shared in its chat. In the
 * database like the vendors' photos, so every API process serves them; opened only through signed,
 * expiring links by the project's participants, never by a public path. A photo is kept as webp at two
 * widths (pixels only: EXIF and GPS gone); a PDF as it came.
 */
export const project_files = pgTable(
  'project_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The file's id in every answer and link: random, so ids cannot be walked. */
    token: text().notNull().unique(),
    project_id: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** A room photo's room; removing a room removes its photos (the page's confirmation says so). */
    room_id: integer().references(() => project_rooms.id, { onDelete: 'cascade' }),
    /** The chat message the file was sent with (the chat attaches it); null for a room photo. */
    message_id: integer(),
    uploader_id: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['photo', 'pdf'] }).notNull(),
    /** The name it was uploaded under, for display only. */
    name: text().notNull(),
    /** Bytes as uploaded. */
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    /** A photo's 400-pixel webp; null for a PDF. */
    thumb: bytea(),
    /** A photo's 1200-pixel webp (never enlarged), or the PDF. */
    content: bytea().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_files_project_room_idx').on(t.project_id, t.room_id, t.created_at),
    index('project_files_message_idx').on(t.message_id),
    check('project_files_kind_check', sql`${t.kind} in ('photo', 'pdf')`),
  ],
);
