/**
 * Admin actions across API processes (issue #24): two real API processes on one PostgreSQL.
 * - A deactivated account signs out everywhere at once: the homeowner's session is cached by both; an
 *   admin deactivates the account through the first, and the homeowner's very next call to either
 *   process is 401 (the tokens are deleted in the deactivation's transaction and the deletion's notice
 *   drops every process's cached sessions).
 * - Its live streams end on both processes at once (each hears the tokens' deletion notice), and
 *   coming back is 401.
 * - Settings saved through one process are what the other's `GET /api/setting` answers within 2 s, not
 *   after its cache's 10 s: the settings change notice drops it.
 * Needs DATABASE_URL (the PostgreSQL tier of `npm test`).
 */

import { authSessionResponseSchema } from '@showroom/contract/account';
import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import { settingsResponseSchema } from '@showroom/contract/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATA_DIR } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { seed } from './db/seed/index.ts';
import { SETTING_DEFAULTS } from './db/setting-defaults.ts';
import { personal_access_tokens } from './modules/identity/access-tokens-schema.ts';
import { type ApiProcess, startApiProcess } from './testing/api-process.ts';
import { openLiveStream } from './testing/live-stream-client.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './testing/throwaway-database.ts';

let database: ThrowawayDatabase;
let handle: DatabaseHandle;
let processes: ApiProcess[] = [];

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('two API processes need a PostgreSQL server: set DATABASE_URL');
  database = await createThrowawayDatabase(serverUrl);
  handle = await openDatabase({ databaseUrl: database.url, dataDir: IN_MEMORY_DATA_DIR });
  await handle.migrate();
  await seed(handle.db, { products: 0, siteOrigins: [] });
  const env = { DATABASE_URL: database.url, APP_KEY: 'deactivation-processes-test-key-0123456789' };
  processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await handle?.close();
  await database?.drop();
});

async function call(process: ApiProcess, method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`${process.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** An admin's session on `process`, past the OTP step. */
async function adminToken(process: ApiProcess) {
  const admin = await signIn(process, DEMO_ACCOUNTS.logins.admin.email);
  // The OTP step's code goes by mail, which these processes keep to themselves: mark the session as
  // past it, as the step does (admin-otp.test.ts proves the step itself).
  await handle.db
    .update(personal_access_tokens)
    .set({ otp_verified_at: new Date() })
    .where(eq(personal_access_tokens.id, Number(admin.token.split('|')[0])));
  return admin.token;
}

async function signIn(process: ApiProcess, email: string) {
  const login = await call(process, 'POST', '/api/login', undefined, {
    email,
    password: DEMO_ACCOUNTS.password,
  });
  const { token, user } = authSessionResponseSchema.parse(login.body).data;
  return { token, userId: user.id };
}

describe('deactivating an account through one API process', () => {
  it('makes its calls 401 at once on that process and within 2 seconds on the other', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const admin = await adminToken(first);
    const homeowner = await signIn(second, DEMO_ACCOUNTS.logins.homeowner.email);
    // Both processes have the homeowner's session in their cache.
    for (const process of processes)
      expect((await call(process, 'GET', '/api/profile', homeowner.token)).status).toBe(200);

    const deactivated = await call(
      first,
      'POST',
      `/api/admin/accounts/${homeowner.userId}/deactivate`,
      admin,
    );
    expect(deactivated).toMatchObject({ status: 200, body: { message: ADMIN_MESSAGES.deactivated } });
    // The process that deactivated forgets the sessions before it answers; the other hears of it by
    // PostgreSQL's notice, which arrives on its own connection a moment after the commit (the
    // streams below and the settings allow the same 2 s).
    expect((await call(first, 'GET', '/api/profile', homeowner.token)).status).toBe(401);
    await expect
      .poll(async () => (await call(second, 'GET', '/api/profile', homeowner.token)).status, {
        timeout: 2_000,
      })
      .toBe(401);
  });
});

describe('deactivating an account with live streams open on two API processes', () => {
  it('ends its streams on both at once, and neither opens one again', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const admin = await adminToken(first);
    const vendor = await signIn(second, DEMO_ACCOUNTS.logins.vendor.email);
    const streams = await Promise.all(processes.map((process) => openLiveStream(process.url, vendor.token)));
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);

    const deactivated = await call(first, 'POST', `/api/admin/accounts/${vendor.userId}/deactivate`, admin);
    expect(deactivated.status).toBe(200);
    const at = Date.now();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - at).toBeLessThan(2_000);
    for (const process of processes) {
      const again = await openLiveStream(process.url, vendor.token);
      again.close();
      expect(again.status).toBe(401);
    }
  });
});

describe('settings saved through one API process', () => {
  it('are what the other process answers within 2 seconds', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const appName = async () =>
      settingsResponseSchema.parse((await call(second, 'GET', '/api/setting')).body).data.app_name;
    // The second process caches the settings as every page's start leaves them.
    expect(await appName()).toBe(SETTING_DEFAULTS.app_name);
    const saved = await call(first, 'PUT', '/api/admin/settings', await adminToken(first), {
      ...SETTING_DEFAULTS,
      app_name: 'Remodel Hub',
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let shown = await appName();
    while (shown !== 'Remodel Hub' && Date.now() - savedAt < 2_000) shown = await appName();
    expect(shown).toBe('Remodel Hub');
    expect(Date.now() - savedAt).toBeLessThan(2_000);
  });
});
