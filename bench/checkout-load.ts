import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PreparedPurchase } from '@showroom/api/checkout-buyers';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { repoRoot } from '../scripts/build-targets.ts';
import { localPostgresUrl, settle } from './api-on-postgres.ts';

export interface CheckoutLoadResult {
  p99: number;
  p50: number;
  requests: number;
  /** Answers other than 201: any here means the bench measured refusals, not purchases. */
  non2xx: number;
}

const RATE = 20;
const WARM_UP_SECONDS = 2;
const SECONDS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * `POST /api/checkout` at 20 purchases per second, evenly spaced (as login-load.ts spaces them: one
 * single-connection run of 1 request/s per purchase a second, staggered), each purchase a different
 * homeowner with their own cart line, card token and Idempotency-Key, prepared before the clock runs.
 */
async function measure(url: string, purchases: PreparedPurchase[], seconds: number) {
  const latencies: number[] = [];
  let non2xx = 0;
  const runs = Array.from({ length: RATE }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, (index * 1000) / RATE));
    await new Promise<void>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${url}/api/checkout`,
          method: 'POST',
          connections: 1,
          connectionRate: 1,
          duration: seconds,
          requests: [
            {
              setupRequest: (request) => {
                const purchase = purchases.pop();
                if (!purchase) throw new Error('the bench ran out of prepared purchases');
                return {
                  ...request,
                  headers: {
                    'content-type': 'application/json',
                    accept: 'application/json',
                    authorization: `Bearer ${purchase.bearer}`,
                    'idempotency-key': purchase.idempotencyKey,
                  },
                  body: JSON.stringify({
                    showroom: purchase.showroom,
                    payment: { card_token: purchase.cardToken },
                  }),
                };
              },
            },
          ],
        },
        (error) => (error ? reject(error) : resolve()),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode !== 201) non2xx += 1;
      });
    });
  });
  await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  return {
    p99: percentile(latencies, 99),
    p50: percentile(latencies, 50),
    requests: latencies.length,
    non2xx,
  };
}

/**
 * Starts the API on `dataDir` (PGlite; seeded there if empty) or on a throw-away database of the
 * PostgreSQL server at `serverUrl`, prepares the buyers, warms up, then measures 10 s.
 */
export async function checkoutP99(options: {
  port: number;
  dataDir?: string;
  serverUrl?: string;
}): Promise<CheckoutLoadResult> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'showroom-bench-checkout-')));
  let databaseUrl: URL | undefined;
  const name = `showroom_checkout_${Date.now()}`;
  if (options.serverUrl) {
    const admin = postgres(options.serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end({ timeout: 1 });
    databaseUrl = new URL(options.serverUrl);
    databaseUrl.pathname = `/${name}`;
  }
  const child = fork(path.join(repoRoot, 'bench/checkout-load-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl.href } : { DATABASE_URL: '' }),
      PORT: String(options.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CHECKOUT_PURCHASES: String(RATE * (WARM_UP_SECONDS + SECONDS + 3)),
    },
    // Its stdout is each mail's link, five lines a purchase: noise here.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const purchases = await new Promise<PreparedPurchase[]>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { purchases: PreparedPurchase[] }).purchases));
      child.once('exit', (code) => reject(new Error(`checkout bench API exited with ${code}`)));
    });
    // A database seeded a moment ago has its vacuum and checkpoint ahead of it: run them first.
    if (databaseUrl) await settle(databaseUrl.href);
    const url = `http://localhost:${options.port}`;
    await measure(url, purchases, WARM_UP_SECONDS);
    return await measure(url, purchases, SECONDS);
  } finally {
    child.kill('SIGTERM');
    await exited;
    if (options.serverUrl) {
      const admin = postgres(options.serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end({ timeout: 1 });
    }
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/checkout-load.ts [pglite DATA_DIR]` measures on a copy of a seeded PGlite folder, or,
// with DATABASE_URL or a local server, on PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = 19030 + Math.floor(Math.random() * 9);
  const dataDir = process.argv[2];
  const result = dataDir
    ? await checkoutP99({ port, dataDir })
    : await checkoutP99({
        port,
        serverUrl: localPostgresUrl(),
      });
  console.log(result);
}
