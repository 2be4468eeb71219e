/**
 * Two admins approving one pro at the same moment (two tabs, or two API processes: here two
 * connections of the pool on PostgreSQL, where row locks really wait): one showroom opens, one mail
 * goes out, and the other admin is told the pro is no longer pending. Needs DATABASE_URL (the
 * PostgreSQL tier).
 */
import { PRO_MESSAGES, proApprovalResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { proRegisterForm } from '../../testing/pro-register-form.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const ROUNDS = 5;
let t: TestApp;
let admins: Record<string, string>[];
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the approval race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
  admins = [bearer(await otpVerifiedAdminToken(t)), bearer(await otpVerifiedAdminToken(t))];
});
afterAll(() => t?.close());

const freshIp = clientAddresses(120);

describe('two approvals of one pro at once', () => {
  it(`open one showroom and send one mail (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const form = proRegisterForm();
      const email = form.email as string;
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/register/contractor',
        payload: form,
        remoteAddress: freshIp(),
      });
      expect(signUp.statusCode).toBe(201);
      const id = await t.userIdOf(email);
      const answers = await Promise.all(
        admins.map((headers) =>
          t.app.inject({ method: 'POST', url: `/api/admin/pros/${id}/approve`, headers }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((answer) => answer.statusCode === 422)!;
      expect(refused.json()).toMatchObject({ message: PRO_MESSAGES.notPending });
      const approved = proApprovalResponseSchema.parse(
        answers.find((answer) => answer.statusCode === 200)!.json(),
      );

      const showrooms = await t.db.select().from(shop_profiles).where(eq(shop_profiles.user_id, id));
      expect(showrooms.map((row) => row.vsd_id)).toEqual([approved.data.vsd_id]);
      const mails = (await t.mail.all()).filter(
        (mail) => mail.to === email && mail.subject === PRO_MESSAGES.approvalMailSubject,
      );
      expect(mails).toHaveLength(1);
    }
  });
});
