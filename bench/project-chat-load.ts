import { createHash, randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@showroom/api';
import postgres from 'postgres';
import { openLiveStream } from '../hosts/api/src/testing/live-stream-client.ts';
import { localPostgresUrl, measureOnPostgres } from './api-on-postgres.ts';

/** Issue #25's budget: this many streams open (half homeowners, half their pros). */
const PAIRS = 500;
/** Messages posted, one at a time by a random homeowner in their project's chat, this far apart. */
const MESSAGES = 300;
const MESSAGE_GAP_MS = 20;

export interface ChatDelivery {
  p99: number;
  p50: number;
  messages: number;
  lost: number;
}

type Sql = ReturnType<typeof postgres>;

/** `count` copies of a demo account (its type and status) with a bearer token each, made in SQL. */
async function copiesOf(sql: Sql, email: string, prefix: string, count: number) {
  const columns = (
    await sql<{ column_name: string }[]>`
      select column_name from information_schema.columns
      where table_name = 'users' and column_name not in ('id', 'email') and is_generated = 'NEVER'`
  ).map((row) => row.column_name);
  const list = columns.map((name) => `"${name}"`).join(', ');
  const users = await sql.unsafe<{ id: number }[]>(
    `insert into users (email, ${list})
     select '${prefix}-' || g || '@bench.test', ${list}
     from users, generate_series(1, ${count}) g where email = $1
     order by g returning id`,
    [email],
  );
  const secrets = users.map(() => randomBytes(20).toString('hex'));
  const tokens = await sql<{ id: number; user_id: number }[]>`
    insert into personal_access_tokens ${sql(
      users.map((user, index) => ({
        user_id: user.id,
        name: 'chat-bench',
        created_at: new Date(),
        token_hash: createHash('sha256').update(secrets[index]!).digest('hex'),
      })),
    )}
    returning id, user_id`;
  return tokens.map((row, index) => ({ userId: row.user_id, token: `${row.id}|${secrets[index]}` }));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Chat delivery end to end (decision 0107): PAIRS homeowners and PAIRS pros, each pair a shared
 * project, every one of them with a stream open on one API process on a throw-away PostgreSQL
 * database (1,000 streams). Each message is posted by the homeowner (`POST /api/projectChat`) and
 * measured from the request's start to the pro's client parsing its `project_chat_message` event.
 */
export function chatDeliveryOnPostgres(serverUrl: string, port: number): Promise<ChatDelivery> {
  return measureOnPostgres(serverUrl, port, async (apiUrl, databaseUrl) => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    let owners: { userId: number; token: string }[];
    let pros: { userId: number; token: string }[];
    let projectIds: number[];
    try {
      owners = await copiesOf(sql, DEMO_ACCOUNTS.logins.homeowner.email, 'chat-owner', PAIRS);
      pros = await copiesOf(sql, DEMO_ACCOUNTS.logins.contractor.email, 'chat-pro', PAIRS);
      const rows = await sql<{ id: number }[]>`
        insert into projects ${sql(
          owners.map((owner, index) => ({
            user_id: owner.userId,
            showroom_id: pros[index]!.userId,
            name: `Bench project ${index + 1}`,
            shared_with_pro_at: new Date(),
          })),
        )}
        returning id`;
      projectIds = rows.map((row) => row.id);
    } finally {
      await sql.end({ timeout: 1 });
    }
    const streams = await Promise.all([...owners, ...pros].map((user) => openLiveStream(apiUrl, user.token)));
    const refused = streams.filter((stream) => stream.status !== 200).map((stream) => stream.status);
    if (refused.length > 0) throw new Error(`live streams refused: ${refused.slice(0, 5).join(', ')}`);
    const latencies: number[] = [];
    let lost = 0;
    try {
      for (let index = 0; index < MESSAGES; index += 1) {
        const pair = Math.floor(Math.random() * PAIRS);
        const started = performance.now();
        const response = await fetch(`${apiUrl}/api/projectChat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${owners[pair]!.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ project_id: projectIds[pair], message: `Bench message ${index}` }),
        });
        if (response.status !== 200) throw new Error(`chat message refused: ${response.status}`);
        const { data } = (await response.json()) as { data: { id: number } };
        try {
          const received = await streams[PAIRS + pair]!.next(
            (event) => event.kind === 'project_chat_message' && event.message_id === data.id,
            5_000,
          );
          latencies.push(Math.max(0, received.at - started));
        } catch {
          lost += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, MESSAGE_GAP_MS));
      }
    } finally {
      for (const stream of streams) stream.close();
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      p99: Math.round(percentile(sorted, 99) * 10) / 10,
      p50: Math.round(percentile(sorted, 50) * 10) / 10,
      messages: MESSAGES,
      lost,
    };
  });
}

// `npx tsx bench/project-chat-load.ts` measures on a throw-away database of the local PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await chatDeliveryOnPostgres(localPostgresUrl(), 18900 + Math.floor(Math.random() * 100)));
}
