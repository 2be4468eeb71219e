import { createHash, randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@showroom/api';
import postgres from 'postgres';
import { openLiveStream } from '../hosts/api/src/testing/live-stream-client.ts';
import { localPostgresUrl, measureOnPostgres } from './api-on-postgres.ts';

/** Issue #24's budget: this many streams open on one API process. */
const STREAMS = 500;
/** Events published, one at a time to a random stream's user, this far apart. */
const EVENTS = 300;
const EVENT_GAP_MS = 20;

export interface LiveDelivery {
  p99: number;
  p50: number;
  events: number;
  lost: number;
}

/**
 * STREAMS homeowners (copies of the demo homeowner) with a bearer token each, made in SQL: the
 * API has no bulk sign-up, and signing in 500 times would measure argon2 and the rate limits.
 */
async function seedStreamUsers(databaseUrl: string): Promise<{ userId: number; token: string }[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const columns = (
      await sql<{ column_name: string }[]>`
        select column_name from information_schema.columns
        where table_name = 'users' and column_name not in ('id', 'email') and is_generated = 'NEVER'`
    ).map((row) => row.column_name);
    const list = columns.map((name) => `"${name}"`).join(', ');
    const users = await sql.unsafe<{ id: number }[]>(
      `insert into users (email, ${list})
       select 'live-bench-' || g || '@bench.test', ${list}
       from users, generate_series(1, ${STREAMS}) g where email = $1
       returning id`,
      [DEMO_ACCOUNTS.logins.homeowner.email],
    );
    const secrets = users.map(() => randomBytes(20).toString('hex'));
    const tokens = await sql<{ id: number; user_id: number }[]>`
      insert into personal_access_tokens ${sql(
        users.map((user, index) => ({
          user_id: user.id,
          name: 'live-bench',
          created_at: new Date(),
          token_hash: createHash('sha256').update(secrets[index]!).digest('hex'),
        })),
      )}
      returning id, user_id`;
    return tokens.map((row, index) => ({ userId: row.user_id, token: `${row.id}|${secrets[index]}` }));
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Live event delivery end to end (decision 0093): STREAMS open streams on one API process on a
 * throw-away PostgreSQL database; each event is committed (its trigger NOTIFYs), heard by the
 * process, read from the log and written to its stream; measured from the commit's return to the
 * client's parse.
 */
export function liveEventDeliveryOnPostgres(serverUrl: string, port: number): Promise<LiveDelivery> {
  return measureOnPostgres(serverUrl, port, async (apiUrl, databaseUrl) => {
    const users = await seedStreamUsers(databaseUrl);
    const streams = await Promise.all(users.map((user) => openLiveStream(apiUrl, user.token)));
    const refused = streams.filter((stream) => stream.status !== 200).map((stream) => stream.status);
    if (refused.length > 0) throw new Error(`live streams refused: ${refused.slice(0, 5).join(', ')}`);
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const latencies: number[] = [];
    let lost = 0;
    try {
      for (let index = 0; index < EVENTS; index += 1) {
        const target = Math.floor(Math.random() * users.length);
        const event = { kind: 'order_placed', order_id: 1_000_000 + index };
        await sql`insert into live_events (user_id, kind, payload)
          values (${users[target]!.userId}, ${event.kind}, ${sql.json(event)})`;
        const committed = performance.now();
        try {
          const received = await streams[target]!.next(
            (each) => each.kind === 'order_placed' && each.order_id === event.order_id,
            5_000,
          );
          latencies.push(Math.max(0, received.at - committed));
        } catch {
          lost += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, EVENT_GAP_MS));
      }
    } finally {
      for (const stream of streams) stream.close();
      await sql.end({ timeout: 1 });
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      p99: Math.round(percentile(sorted, 99) * 10) / 10,
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      events: EVENTS,
      lost,
    };
  });
}

// `npx tsx bench/live-events-load.ts` measures on a throw-away database of the local PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await liveEventDeliveryOnPostgres(localPostgresUrl(), 18900 + Math.floor(Math.random() * 100)));
}
