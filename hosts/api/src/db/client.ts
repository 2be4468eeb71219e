import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { IN_MEMORY_DATA_DIR } from '../config.ts';
import * as schema from './schema.ts';

/** The query interface shared by both drivers; services and routes only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (never includes a password). */
  readonly location: string;
  readonly db: Database;
  /** PGlite only: the whole cluster as a tarball, to open copies of it quickly (test snapshots). */
  dump?(): Promise<Blob>;
  /** Applies the committed migrations of src/db/migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotice` with the payload of every `NOTIFY` on `channel`, from any process (PGlite: at
   * once, as the notifying statement returns). Resolves once listening; the result stops it.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PGlite only: start from this dump (`dumpDataDir()`) instead of an empty cluster; tests use a seeded one. */
  loadDataDir?: Blob;
}

/** PostgreSQL when a URL is given (how the API scales out), else the embedded PGlite (nothing to install). */
export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === IN_MEMORY_DATA_DIR;
  const directory = inMemory ? undefined : join(dataDir, 'pglite');
  if (directory) mkdirSync(directory, { recursive: true });
  const client = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    location: directory ?? 'memory',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Notices (e.g. "extension already exists, skipping") are expected during migrations; keep them out of the logs.
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  const { hostname, port, pathname } = new URL(url);
  return {
    kind: 'postgres',
    location: `${hostname}:${port || 5432}${pathname}`,
    db,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async listen(channel, onNotice) {
      // postgres.js keeps one connection for all listeners and listens again after a reconnect.
      const { unlisten } = await client.listen(channel, onNotice);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}
