import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/identity/users-schema.ts';
import { registerForm } from '../testing/register-form.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { serializeLoggedError } from './logged-error.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    products: 0,
    log: { level: 'info', stream: { write: (line) => logLines.push(line) } },
  });
});
afterAll(() => t.close());

describe('a failed database write in the log', () => {
  it('names the query and the constraint but no hash, e-mail or phone number', async () => {
    // The database refuses this one name, as it might refuse any write.
    await t.db.execute(sql`alter table users add constraint refuse_log_test check (first_name <> 'Logleak')`);
    try {
      const form = registerForm({ full_name: 'Logleak Person', phone_number: '(916) 555-0142' });
      const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: form });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users drop constraint refuse_log_test`);
    }
    const log = logLines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('refuse_log_test');
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/jamie\.\d+\.\d+@example\.test/);
    expect(log).not.toContain('555-0142');
    expect(log).not.toContain('Logleak Person');
    // The row was not written: the check above really is about a failed write.
    expect(await t.db.$count(users, sql`${users.first_name} = 'Logleak'`)).toBe(0);
  });
});

describe('serializeLoggedError', () => {
  it('keeps message, stack frames, code and causes of ordinary errors', () => {
    const cause = Object.assign(new Error('connection reset'), { code: 'ECONNRESET' });
    const logged = serializeLoggedError(new Error('mail failed', { cause }));
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'mail failed',
      cause: { message: 'connection reset', code: 'ECONNRESET' },
    });
    expect(logged.stack).toMatch(/^Error: mail failed\n {4}at /);
  });

  it('drops the row values a driver error repeats in its detail', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      detail: 'Key (lower(email))=(someone@example.test) already exists.',
      constraint_name: 'u',
    });
    expect(JSON.stringify(serializeLoggedError(driverError))).not.toContain('someone@example.test');
  });
});
