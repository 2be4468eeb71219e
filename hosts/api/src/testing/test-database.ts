import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { IN_MEMORY_DATA_DIR } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or, when DATABASE_URL is
 * set, a fresh PostgreSQL database created on that server and dropped again by close().
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir: IN_MEMORY_DATA_DIR });
    await handle.migrate();
    return handle;
  }
  const name = `showroom_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: IN_MEMORY_DATA_DIR });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end({ timeout: 5 });
    },
  };
}
