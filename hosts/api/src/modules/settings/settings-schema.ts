import { pgTable, text } from 'drizzle-orm/pg-core';

/** Editable platform content (support contacts, address, ...) as key/value pairs. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
