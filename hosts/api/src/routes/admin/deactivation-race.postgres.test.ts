/**
 * Two admins deactivating one account at the same moment (two tabs, or two API processes: here two
 * connections of the pool on PostgreSQL, where row locks really wait): one deactivates it, the other is
 * told it already is, and the audit log holds one entry. Needs DATABASE_URL (the PostgreSQL tier).
 */
import { ADMIN_MESSAGES } from '@showroom/contract/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin_audit_log } from '../../modules/admin-audit/admin-audit-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { otpVerifiedAdminToken } from '../../testing/access-callers.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

const ROUNDS = 5;
let t: TestApp;
let admins: Record<string, string>[];
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the deactivation race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
  admins = [bearer(await otpVerifiedAdminToken(t)), bearer(await otpVerifiedAdminToken(t))];
});
afterAll(() => t?.close());

describe('two deactivations of one account at once', () => {
  it(`deactivate it once and audit it once (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [row] = await t.db
        .insert(users)
        .values({
          type: 'User',
          status: 'Active',
          email: `race-${round}-${Date.now()}@example.test`,
          first_name: 'Rae',
          password_hash: 'x',
        })
        .returning({ id: users.id });
      const id = row!.id;
      const answers = await Promise.all(
        admins.map((headers) =>
          t.app.inject({ method: 'POST', url: `/api/admin/accounts/${id}/deactivate`, headers }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      expect(answers.find((answer) => answer.statusCode === 422)!.json()).toMatchObject({
        message: ADMIN_MESSAGES.alreadyDeactivated,
      });
      const entries = await t.db
        .select()
        .from(admin_audit_log)
        .where(
          and(eq(admin_audit_log.action, 'account.deactivate'), eq(admin_audit_log.subject_id, String(id))),
        );
      expect(entries).toHaveLength(1);
    }
  });
});
