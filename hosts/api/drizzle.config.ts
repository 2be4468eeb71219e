import { defineConfig } from 'drizzle-kit';

/**
 * `npm run db:generate -w @showroom/api` writes a new migration after a change to a table: each
 * module or provider owns its own *-schema.ts; src/db/schema.ts gathers them for this tool.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
