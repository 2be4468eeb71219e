/**
 * The project chat across API processes (decision 0107, on decision 0093's stream): two real API
 * processes (src/main.ts) on one PostgreSQL database. A message posted through one reaches the other
 * participant streaming from the other process, and a stranger's stream hears nothing of it. Needs
 * DATABASE_URL (the PostgreSQL tier of `npm test`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { seed } from './db/seed/index.ts';
import { projects } from './modules/carts/projects-schema.ts';
import { AccessTokens } from './modules/identity/access-tokens.ts';
import { users } from './modules/identity/users-schema.ts';
import { systemClock } from './providers/clock/clock.ts';
import { type ApiProcess, startApiProcess } from './testing/api-process.ts';
import { openLiveStream } from './testing/live-stream-client.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './testing/throwaway-database.ts';

const { homeowner, contractor, designer } = DEMO_ACCOUNTS.logins;

let database: ThrowawayDatabase;
let handle: DatabaseHandle;
let processes: ApiProcess[] = [];
const tokens = { homeowner: '', pro: '', stranger: '' };
let projectId = 0;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('two API processes need a PostgreSQL server: set DATABASE_URL');
  database = await createThrowawayDatabase(serverUrl);
  handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  await handle.migrate();
  await seed(handle.db, { products: 10, siteOrigins: [] });
  const idOf = async (email: string) => {
    const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const owner = await idOf(homeowner.email);
  const pro = await idOf(contractor.email);
  const [project] = await handle.db
    .insert(projects)
    .values({ user_id: owner, showroom_id: pro, name: 'Kitchen', shared_with_pro_at: new Date() })
    .returning({ id: projects.id });
  projectId = project!.id;
  const issuer = new AccessTokens(handle.db, systemClock);
  tokens.homeowner = await issuer.issue(owner, 'chat-test');
  tokens.pro = await issuer.issue(pro, 'chat-test');
  tokens.stranger = await issuer.issue(await idOf(designer.email), 'chat-test');
  const env = { DATABASE_URL: database.url, PLATFORM_ORIGIN: 'http://platform.test' };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await handle?.close();
  await database?.drop();
});

describe('the project chat on two API processes', () => {
  it('a message posted through one process reaches the pro streaming from the other, and no stranger', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const pro = await openLiveStream(second.url, tokens.pro);
    const stranger = await openLiveStream(second.url, tokens.stranger);
    expect(pro.status).toBe(200);
    const sent = performance.now();
    const response = await fetch(`${first.url}/api/projectChat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.homeowner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ project_id: projectId, message: 'Can you come on Monday?' }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: number } };
    const received = await pro.next(
      (event) => event.kind === 'project_chat_message' && event.message_id === data.id,
      2_000,
    );
    expect(received.event).toEqual({
      kind: 'project_chat_message',
      project_id: projectId,
      message_id: data.id,
      sender_id: expect.any(Number),
    });
    expect(received.at - sent).toBeLessThan(2_000);
    // The pro reads it on the other process and sees the message itself.
    const chat = await fetch(`${second.url}/api/projectChat/${projectId}`, {
      headers: { authorization: `Bearer ${tokens.pro}` },
    });
    const body = (await chat.json()) as { data: { Project_chats: { message: string }[] } };
    expect(body.data.Project_chats.map((message) => message.message)).toContain('Can you come on Monday?');
    expect(stranger.received.filter((frame) => frame.event.kind.startsWith('project_chat'))).toEqual([]);
    pro.close();
    stranger.close();
  });
});
