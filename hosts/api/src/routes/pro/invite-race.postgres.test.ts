/**
 * One invitation link used by two sign-ups at the same moment (two tabs, or two people sharing the
 * mail): on PostgreSQL, where the two transactions really overlap, exactly one account joins and the
 * other sign-up is rolled back with the link's message. Needs DATABASE_URL (the PostgreSQL tier).
 */
import { INVITE_TEXTS, invitesResponseSchema } from '@showroom/contract/pro';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { registerForm } from '../../testing/register-form.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the invitation race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
});
afterAll(() => t?.close());

describe('two sign-ups with one invitation link at once', () => {
  it('one joins, the other is refused and leaves no account', async () => {
    const headers = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
    const email = `race.${Date.now()}@invitee.test`;
    await t.app.inject({
      method: 'POST',
      url: '/api/pro/invites',
      headers,
      payload: { kind: 'client', email },
    });
    const link = (await t.mail.lastTo(email))?.links[0] ?? '';
    const token = decodeURIComponent(link.split('/invite/')[1] ?? '');
    const forms = [registerForm({ invite: token }), registerForm({ invite: token })];
    const answers = await Promise.all(
      forms.map((payload) => t.app.inject({ method: 'POST', url: '/api/register', payload })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 410]);
    expect(answers.find((answer) => answer.statusCode === 410)?.json()).toEqual({
      message: INVITE_TEXTS.linkUsed,
    });
    const created = await t.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.email,
          forms.map((form) => form.email as string),
        ),
      );
    expect(created).toHaveLength(1);
    const list = invitesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/pro/invites', headers })).json(),
    ).data.data;
    expect(list.find((row) => row.email === email)?.state).toBe('joined');
  });
});
