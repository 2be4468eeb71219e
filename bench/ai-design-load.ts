import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_AI_ACCOUNT } from '@showroom/api';
import { AI_ROOM_TYPES } from '@showroom/contract/design-ai';
import postgres from 'postgres';
import { localPostgresUrl, measureOnPostgres } from './api-on-postgres.ts';

/** Requests measured, and how many are in flight at once (two cores: more only queues). */
const REQUESTS = 120;
const CONCURRENCY = 4;
const WARM_UP = 8;

export interface AiDesignLoad {
  p99: number;
  p50: number;
  requests: number;
  /** Answers other than 201: any here means the bench measured refusals, not designs. */
  non201: number;
  /** Lines per design on average: the designs were composed, not empty. */
  itemsPerDesign: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The n-th request of the mix: every room type, sizes, budgets, styles, platform and showroom prices. */
function requestBody(n: number) {
  const styles = [['Modern'], ['Farmhouse', 'Rustic'], ['Coastal'], ['Industrial', 'Minimalist']];
  return {
    room_type: AI_ROOM_TYPES[n % AI_ROOM_TYPES.length],
    width_ft: 8 + (n % 9),
    length_ft: 7 + ((n * 3) % 10),
    budget_cents: [800_000, 2_500_000, 6_000_000][n % 3],
    ...(n % 2 === 0 ? { style: { tags: styles[n % styles.length] } } : {}),
    ...(n % 3 === 1 ? { showroom: DEMO_ACCOUNTS.showrooms[0]!.vsd_id } : {}),
  };
}

/**
 * `POST /api/AI/designs` (decision 0110), three designs composed from the 25,000-product catalogue at
 * each request, on a throw-away PostgreSQL database: 120 requests, 4 at a time, each with its own
 * Idempotency-Key (the demo AI account is given credits enough first), after 8 to warm up.
 */
export function aiDesignP99OnPostgres(serverUrl: string, port: number): Promise<AiDesignLoad> {
  return measureOnPostgres(serverUrl, port, async (apiUrl, databaseUrl) => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await sql`update ai_users set credits = 1000000 where lower(email) = ${DEMO_AI_ACCOUNT.email}`;
    await sql.end({ timeout: 1 });
    const signIn = await fetch(`${apiUrl}/api/AI/design`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        action: 'login',
        email: DEMO_AI_ACCOUNT.email,
        password: DEMO_ACCOUNTS.password,
      }),
    });
    const { data } = (await signIn.json()) as { data: { token: string } };
    const call = async (n: number) => {
      const started = performance.now();
      const response = await fetch(`${apiUrl}/api/AI/designs`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorizationai: `Bearer ${data.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(requestBody(n)),
      });
      const body = (await response.json()) as { data?: { designs: { items: unknown[] }[] } };
      const items = body.data?.designs.reduce((sum, design) => sum + design.items.length, 0) ?? 0;
      return { ms: performance.now() - started, status: response.status, items };
    };
    for (let n = 0; n < WARM_UP; n++) await call(n);
    const results: Awaited<ReturnType<typeof call>>[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) results.push(await call(WARM_UP + next++));
      }),
    );
    const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
    const ok = results.filter((result) => result.status === 201);
    return {
      p99: Math.round(percentile(sorted, 99)),
      p50: Math.round(percentile(sorted, 50)),
      requests: results.length,
      non201: results.length - ok.length,
      itemsPerDesign:
        Math.round((ok.reduce((sum, result) => sum + result.items, 0) / (ok.length * 3)) * 10) / 10,
    };
  });
}

// `npx tsx bench/ai-design-load.ts` measures on the local server (or DATABASE_URL's).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await aiDesignP99OnPostgres(localPostgresUrl(), 18700 + Math.floor(Math.random() * 100)));
}
