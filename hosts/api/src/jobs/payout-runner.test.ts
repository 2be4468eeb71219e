import { payoutSetupResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { order_item_status_changes, order_items } from '../modules/orders/orders-schema.ts';
import { pro_payouts } from '../modules/pros/payouts-schema.ts';
import { DAY_MS } from '../providers/clock/clock.ts';
import type { PayoutGateway } from '../providers/payment-gateways/payout-gateway.ts';
import {
  createSandboxPayouts,
  SANDBOX_BANK_ACCOUNTS,
} from '../providers/payment-gateways/sandbox-payouts.ts';
import { earnedOrder, proWithBankAccount, sandboxPaidTo } from '../testing/payout-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { PAYOUT_LEASE_MS } from './payout-lease.ts';
import { payoutIdempotencyKey, runPayouts } from './payout-runner.ts';

let t: TestApp;
let sandbox: PayoutGateway;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  sandbox = createSandboxPayouts({ db: t.db, clock: t.clock });
});
afterAll(() => t.close());

const setupOf = async (email: string) =>
  payoutSetupResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/pro/payout_setup',
        headers: bearer(await t.tokenFor(email)),
      })
    ).json(),
  ).data;
const payoutsOf = (proUserId: number) =>
  t.db.select().from(pro_payouts).where(eq(pro_payouts.user_id, proUserId));

describe('runPayouts', () => {
  it('pays the available balance to the bank token once, and the history shows it', async () => {
    const email = DEMO_ACCOUNTS.logins.designer.email;
    const pro = await proWithBankAccount(t, email, '000123450001');
    await earnedOrder(t, pro, 700);
    await earnedOrder(t, pro, 300, 10); // Still pending: not paid.
    await runPayouts(t.db, t.clock, sandbox);
    await runPayouts(t.db, t.clock, sandbox);
    expect(await sandboxPaidTo(t, pro)).toEqual([700]);
    const setup = await setupOf(email);
    expect(setup.balances).toMatchObject({ available_cents: 0, pending_cents: 300 });
    expect(setup.payouts).toMatchObject([{ amount_cents: 700, state: 'paid', bank_last4: '0001' }]);
    expect(setup.payouts[0]?.paid_at).not.toBeNull();
  });

  it('after a crash once the bank paid, the retry sends the same key and money moves once', async () => {
    const pro = await proWithBankAccount(t, 'buildr42@pros.showroom.test', '000123450002');
    await earnedOrder(t, pro, 1_250);
    // The gateway pays, then the process dies before recording the answer.
    const crashing: PayoutGateway = {
      saveBankAccount: sandbox.saveBankAccount,
      async payout(request) {
        await sandbox.payout(request);
        throw new Error('process killed');
      },
    };
    expect(await runPayouts(t.db, t.clock, crashing)).toMatchObject({ paid: 0, retrying: 1 });
    const [pending] = await payoutsOf(pro);
    expect(pending).toMatchObject({ state: 'pending', amount_cents: 1_250 });
    // Still leased: a run now neither sends it again nor writes a second payout.
    expect(await runPayouts(t.db, t.clock, sandbox)).toMatchObject({ paid: 0, retrying: 0 });
    t.clock.advance(PAYOUT_LEASE_MS + 1);
    expect(await runPayouts(t.db, t.clock, sandbox)).toMatchObject({ paid: 1 });
    const rows = await payoutsOf(pro);
    expect(rows).toMatchObject([{ id: pending!.id, state: 'paid' }]);
    expect(await sandboxPaidTo(t, pro)).toEqual([1_250]);
    expect(payoutIdempotencyKey(pending!.id)).toBe(`payout_${pending!.id}`);
  });

  it('marks a payout the bank refuses failed, gives the money back, and waits for a new account', async () => {
    const email = 'modern55@pros.showroom.test';
    const pro = await proWithBankAccount(t, email, SANDBOX_BANK_ACCOUNTS.closed);
    await earnedOrder(t, pro, 400);
    expect(await runPayouts(t.db, t.clock, sandbox)).toMatchObject({ failed: 1 });
    expect(await runPayouts(t.db, t.clock, sandbox)).toMatchObject({ failed: 0, paid: 0 });
    expect((await setupOf(email)).balances.available_cents).toBe(400);
    await proWithBankAccount(t, email, '000123450003');
    expect(await runPayouts(t.db, t.clock, sandbox)).toMatchObject({ paid: 1 });
    expect((await setupOf(email)).payouts.map((payout) => payout.state)).toEqual(['paid', 'failed']);
  });

  it('takes a return of money paid out back: the balance goes negative, due in 10 days', async () => {
    const email = DEMO_ACCOUNTS.logins.contractor.email;
    const pro = await proWithBankAccount(t, email, '000123450004');
    const { orderId, itemId } = await earnedOrder(t, pro, 900);
    await runPayouts(t.db, t.clock, sandbox);
    const returnedAt = t.clock.now();
    await t.db
      .update(order_items)
      .set({ status: 'Returned', status_date: returnedAt })
      .where(eq(order_items.id, itemId));
    await t.db
      .insert(order_item_status_changes)
      .values({ order_id: orderId, order_item_id: itemId, status: 'Returned', changed_at: returnedAt });
    const { balances } = await setupOf(email);
    expect(balances.available_cents).toBe(-900);
    expect(balances.negative_due_at).toBe(new Date(returnedAt.getTime() + 10 * DAY_MS).toISOString());
    // Nothing is paid out of a negative balance.
    expect(await runPayouts(t.db, t.clock, sandbox)).toMatchObject({ paid: 0 });
  });
});
