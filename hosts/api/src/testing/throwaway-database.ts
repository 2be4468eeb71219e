import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ThrowawayDatabase {
  /** The new database's URL, for the API's DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl` for one test file or one run of the
 * journeys, so a run never touches the server's other databases: empty, or a copy of `template`.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix = 'showroom_test',
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // `with (force)`: a server that did not close its connections in time must not leave the database behind.
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
