import { fuzzTheApi } from '@showroom/api/fuzz';
import postgres from 'postgres';

/** The local server the README and CI use when DATABASE_URL is not set. */
const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface FuzzServerErrors {
  requests: number;
  serverErrors: number;
}

/**
 * The fuzz suite's run (200 generated invalid requests per /api route, as in routes/fuzz.test.ts)
 * against an app in this process on a fresh database: PGlite when `databaseUrl` is null, else a
 * throw-away database on that PostgreSQL server. Counts 5xx answers (budget: none).
 */
export async function fuzzServerErrors(databaseUrl: string | null): Promise<FuzzServerErrors> {
  // A new seed each run explores inputs the test's fixed seed does not; FUZZ_SEED=<seed> replays it there.
  const seed = Date.now() % 1_000_000;
  const result = await fuzzTheApi({ runsPerRoute: 200, seed, databaseUrl });
  if (result.serverErrors > 0) console.log(`  fuzz seed ${seed}:`);
  for (const failure of result.failures.filter((f) => f.problem === '5xx').slice(0, 5)) {
    console.log(`  fuzz 5xx: ${failure.route} ← ${JSON.stringify(failure.request).slice(0, 200)}`);
  }
  return { requests: result.requests, serverErrors: result.serverErrors };
}

/** DATABASE_URL, or the local server when it answers; null when there is no PostgreSQL to use. */
export async function reachablePostgres(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return url;
  } catch {
    return process.env.DATABASE_URL ? url : null;
  } finally {
    await sql.end({ timeout: 1 });
  }
}
