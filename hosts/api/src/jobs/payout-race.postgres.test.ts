/**
 * Two payout runs at the same moment (two API processes' timers: here two connections of the pool on
 * PostgreSQL, where `for update skip locked` really skips): each available balance is paid once, never
 * twice under two payout rows (two idempotency keys). Needs DATABASE_URL (the PostgreSQL tier).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { pro_payouts } from '../modules/pros/payouts-schema.ts';
import type { PayoutGateway } from '../providers/payment-gateways/payout-gateway.ts';
import { createSandboxPayouts } from '../providers/payment-gateways/sandbox-payouts.ts';
import { earnedOrder, proWithBankAccount, sandboxPaidTo } from '../testing/payout-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runPayouts } from './payout-runner.ts';

const ROUNDS = 5;
let t: TestApp;
let sandbox: PayoutGateway;
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the payout race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
  sandbox = createSandboxPayouts({ db: t.db, clock: t.clock });
});
afterAll(() => t?.close());

describe('two payout runs at once', () => {
  it(`pay each available balance once (${ROUNDS} rounds, two pros)`, async () => {
    const pros = [
      await proWithBankAccount(t, DEMO_ACCOUNTS.logins.contractor.email, '000123459001'),
      await proWithBankAccount(t, DEMO_ACCOUNTS.logins.designer.email, '000123459002'),
    ];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const pro of pros) await earnedOrder(t, pro, 100 * round);
      await Promise.all([runPayouts(t.db, t.clock, sandbox), runPayouts(t.db, t.clock, sandbox)]);
      for (const pro of pros) {
        const paid = await sandboxPaidTo(t, pro);
        expect(paid).toHaveLength(round);
        expect(paid.reduce((sum, cents) => sum + cents, 0)).toBe((100 * round * (round + 1)) / 2);
        const rows = await t.db.select().from(pro_payouts).where(eq(pro_payouts.user_id, pro));
        expect(rows.every((row) => row.state === 'paid')).toBe(true);
      }
    }
  });
});
