import { IN_MEMORY_DATA_DIR } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { type SeedOptions, seed } from '../db/seed/index.ts';
import { postgresTemplate } from './postgres-template.ts';
import { readSnapshot, seedKey, snapshotPath, writeSnapshot } from './seeded-snapshot.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default (from a snapshot of the
 * migrated database, as the seeded ones), or, given a server URL (default DATABASE_URL), a fresh PostgreSQL
 * database created on that server and dropped again by close().
 */
export async function openTestDatabase(
  serverUrl: string | null = process.env.DATABASE_URL ?? null,
): Promise<DatabaseHandle> {
  if (!serverUrl) return openPgliteSnapshot(MIGRATED_ONLY, async () => {});
  return openPostgresCopy(serverUrl, null);
}

/** The snapshot key of a migrated database without the seed. */
const MIGRATED_ONLY = { migratedOnly: true };

/** Snapshots this process is making, by key: a second database opened meanwhile waits for the first's. */
const snapshotsInMaking = new Map<string, Promise<Blob>>();

/**
 * An in-memory PGlite loaded from the snapshot named by `key`; the first file to need it migrates a fresh
 * one, fills it, and writes the snapshot for the others: that skips initdb and the migrations.
 */
async function openPgliteSnapshot(
  key: unknown,
  fill: (handle: DatabaseHandle) => Promise<void>,
): Promise<DatabaseHandle> {
  const id = JSON.stringify(key);
  let snapshot = snapshotsInMaking.get(id);
  if (!snapshot) {
    snapshot = storedOrNewSnapshot(key, fill);
    snapshotsInMaking.set(id, snapshot);
    // Only while it is made: later files read it from disk, and a failure is tried again.
    snapshot.finally(() => snapshotsInMaking.delete(id)).catch(() => {});
  }
  return openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR, loadDataDir: await snapshot });
}

async function storedOrNewSnapshot(
  key: unknown,
  fill: (handle: DatabaseHandle) => Promise<void>,
): Promise<Blob> {
  const path = await snapshotPath(key);
  const stored = await readSnapshot(path);
  if (stored) return stored;
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR });
  try {
    await handle.migrate();
    await fill(handle);
    if (!handle.dump) throw new Error('an embedded database can be dumped');
    const dump = await handle.dump();
    await writeSnapshot(path, dump);
    return dump;
  } finally {
    await handle.close();
  }
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
  return openPgliteSnapshot(options, async (handle) => {
    await seed(handle.db, options);
  });
}
