import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { repoRoot } from '../scripts/build-targets.ts';

/**
 * A database that was seeded a moment ago still has its autovacuum and checkpoint ahead of it, which
 * would share the two cores with the measured load; a database in service has long had both. Run
 * them now, so a row measures the API and not the aftermath of the seed.
 */
export async function settle(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe('vacuum analyze');
    await sql.unsafe('checkpoint');
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * Runs `measure` against the API alone (and, to seed more, its database) on a throw-away database of the PostgreSQL server at
 * `serverUrl` (seeded on start and settled, dropped after). The API is memory-soak-server.ts, which is
 * the API as `npm start` runs it and says when it is ready.
 */
export async function measureOnPostgres<T>(
  serverUrl: string,
  port: number,
  measure: (apiUrl: string, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `showroom_bench_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-bench-pg-'));
  const child = fork(path.join(repoRoot, 'bench/memory-soak-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.href,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`API on PostgreSQL exited with ${code}`)));
    });
    await settle(databaseUrl.href);
    return await measure(`http://localhost:${port}`, databaseUrl.href);
  } finally {
    child.kill('SIGTERM');
    await exited;
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.end({ timeout: 1 });
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The local server, or DATABASE_URL's, for running one PostgreSQL row on its own. */
export const localPostgresUrl = () =>
  process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
