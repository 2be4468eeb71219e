import { IN_MEMORY_DATA_DIR } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { type SeedOptions, seed } from '../db/seed/index.ts';
import { postgresTemplate } from './postgres-template.ts';
import { readSnapshot, seedKey, snapshotPath, writeSnapshot } from './seeded-snapshot.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or, given a server URL
 * (default DATABASE_URL), a fresh PostgreSQL database created on that server and dropped again by close().
 */
export async function openTestDatabase(
  serverUrl: string | null = process.env.DATABASE_URL ?? null,
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR });
    await handle.migrate();
    return handle;
  }
  return openPostgresCopy(serverUrl, null);
}

/**
 * A fresh PostgreSQL database for one test file, dropped again by close(): a copy of a template that is
 * migrated, and seeded with `options` unless null. The template is made by the first file to need it
 * (postgresTemplate), so a file's setup is a database copy instead of the migrations and the seed.
 */
async function openPostgresCopy(serverUrl: string, options: SeedOptions | null): Promise<DatabaseHandle> {
  const template = await postgresTemplate(
    serverUrl,
    await seedKey({ migratedOnly: options === null, options }),
    async (url) => {
      const handle = await openDatabase({ databaseUrl: url, dataDir: IN_MEMORY_DATA_DIR });
      try {
        await handle.migrate();
        if (options) await seed(handle.db, options);
      } finally {
        await handle.close();
      }
    },
  );
  const database = await createThrowawayDatabase(serverUrl, 'showroom_test', template);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A migrated and seeded database. On PGlite the first test file to need a given seed writes a snapshot
 * (keyed by the seed's sources and options) to the temp folder and every later file starts from it:
 * that skips initdb, migrations and seeding, most of a file's setup time. On PostgreSQL the first file
 * makes a template database on the server in the same way, and every file gets a copy of it.
 */
export async function openSeededTestDatabase(
  options: SeedOptions,
  serverUrl: string | null = process.env.DATABASE_URL ?? null,
): Promise<DatabaseHandle> {
  if (serverUrl) return openPostgresCopy(serverUrl, options);
  const path = await snapshotPath(options);
  const snapshot = await readSnapshot(path);
  if (snapshot) {
    return openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR, loadDataDir: snapshot });
  }
  const handle = await openTestDatabase(null);
  await seed(handle.db, options);
  if (handle.dump) await writeSnapshot(path, await handle.dump());
  return handle;
}
