import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { createThrowawayDatabase } from '@showroom/api/throwaway-database';
import { repoRoot } from '../../scripts/build-targets.ts';
import { type JourneyServers, publishJourneyServers } from './journey-servers.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a server and resolves once it has exited (killed outright after 10 s). */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts a server; with `logFile`, its output goes there (journeys read it), else stderr is shown. */
function start(script: string, env: Record<string, string>, logFile?: string): ChildProcess {
  // DATABASE_URL names a server to make a database on (below), never the database the API should use.
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const log = logFile ? openSync(logFile, 'a') : null;
  return spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script)], {
    env: { ...inherited, ...env },
    stdio: log === null ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
  });
}

interface StartedPair {
  servers: JourneyServers;
  stop: () => Promise<void>;
}

/**
 * Starts one platform and its contractor site. The API uses a fresh embedded database, or, when
 * DATABASE_URL names a PostgreSQL server (the PostgreSQL tier of `npm test`), a fresh database made on
 * that server and dropped afterwards.
 */
async function startPair(): Promise<StartedPair> {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-e2e-'));
  const database = process.env.DATABASE_URL
    ? await createThrowawayDatabase(process.env.DATABASE_URL, 'showroom_e2e')
    : null;
  const platformUrl = `http://localhost:${apiPort}`;
  // The API's log (info and up) is kept with the run's data: the purchase journey checks it holds no card data.
  await mkdir(path.join(dataDir, 'logs'));
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const api = start(
    'hosts/api/src/main.ts',
    {
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      PLATFORM_ORIGIN: platformUrl,
      CONTRACTOR_SITE_ORIGIN: siteUrl,
      SEED_PRODUCTS: '2000',
      LOG_LEVEL: 'info',
    },
    path.join(dataDir, 'logs', 'api.log'),
  );
  const site = start('hosts/contractor-site/src/main.ts', {
    CONTRACTOR_SITE_PORT: String(sitePort),
    PLATFORM_URL: platformUrl,
  });
  const stop = async () => {
    // The API closes its embedded database on SIGTERM: its files go only once it has exited (a loaded
    // machine once took longer than a fixed wait, and the removal met files still being written).
    await Promise.all([stopped(api), stopped(site)]);
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    await database?.drop();
  };
  try {
    await Promise.all([waitFor(`${platformUrl}/api/setting`, api), waitFor(`${siteUrl}/`, site)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers: { platformUrl, siteUrl, dataDir }, stop };
}

/**
 * Starts a platform and a contractor site per worker (`journey-servers.ts`); their URLs reach the tests
 * through the env. The pairs start side by side: most of a start is seeding, one core each.
 */
export default async function globalSetup(config: FullConfig) {
  const startedAt = Date.now();
  const started = await Promise.allSettled(
    Array.from({ length: Math.max(1, config.workers) }, () => startPair()),
  );
  const pairs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(pairs.map((pair) => pair.stop()));
    throw failed.reason;
  }
  publishJourneyServers(pairs.map((pair) => pair.servers));
  console.log(
    `${pairs.length} platform(s) and contractor site(s) ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  return async () => {
    await Promise.all(pairs.map((pair) => pair.stop()));
  };
}
