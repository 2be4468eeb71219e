import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @showroom/api` writes a new migration after a change to src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
