import { ROUTE_PATHS } from '@showroom/contract';
import { VENDOR_PAYOUT_TEXTS, vendorPayoutsResponseSchema } from '@showroom/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { notifications } from '../modules/notifications/notifications-schema.ts';
import { vendor_payouts } from '../modules/payouts/vendor-payouts-schema.ts';
import type { PayoutGateway } from '../providers/payment-gateways/payout-gateway.ts';
import {
  createSandboxPayouts,
  SANDBOX_BANK_ACCOUNTS,
} from '../providers/payment-gateways/sandbox-payouts.ts';
import {
  deliveredItem,
  returnItem,
  sandboxPaidTo,
  vendorWithBankAccount,
} from '../testing/payout-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { PAYOUT_LEASE_MS } from './payout-lease.ts';
import {
  runVendorPayouts,
  VENDOR_REMINDER_INTERVAL_MS,
  vendorPayoutIdempotencyKey,
} from './vendor-payout-runner.ts';

let t: TestApp;
let sandbox: PayoutGateway;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  sandbox = createSandboxPayouts({ db: t.db, clock: t.clock });
});
afterAll(() => t.close());

const run = () => runVendorPayouts(t.db, t.clock, sandbox);
const payoutsOf = async (email: string) =>
  vendorPayoutsResponseSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/vendor/payouts?per_page=50',
        headers: bearer(await t.tokenFor(email)),
      })
    ).json(),
  ).data;
const rowsOf = (vendorId: number) =>
  t.db.select().from(vendor_payouts).where(eq(vendor_payouts.vendor_id, vendorId));

describe('runVendorPayouts', () => {
  it('pays the items past their 30 days once, with a line per item, and the vendor sees it', async () => {
    const email = DEMO_ACCOUNTS.logins.vendor.email;
    const vendor = await vendorWithBankAccount(t, email, '000123457001');
    const first = await deliveredItem(t, vendor, 700);
    const second = await deliveredItem(t, vendor, 300, 31);
    await deliveredItem(t, vendor, 900, 5); // Within the 30 days: not paid yet.
    await run();
    await run();
    expect(await sandboxPaidTo(t, vendor)).toEqual([1_000]);
    const seen = await payoutsOf(email);
    expect(seen.payouts).toHaveLength(1);
    expect(seen.payouts[0]).toMatchObject({ amount_cents: 1_000, state: 'paid', bank_last4: '7001' });
    expect(seen.payouts[0]?.lines.map((line) => [line.order_item_id, line.amount_cents]).sort()).toEqual(
      [
        [first.itemId, 700],
        [second.itemId, 300],
      ].sort(),
    );
    expect(seen.totals).toMatchObject({ available_cents: 0, pending_cents: 900 });
    const paidItem = seen.items.data.find((item) => item.order_item_id === first.itemId);
    expect(paidItem).toMatchObject({ state: 'paid', paid_cents: 700 });
  });

  it('after a crash once the bank paid, the retry sends the same key and money moves once', async () => {
    const vendor = await vendorWithBankAccount(t, 'pacificstone@vendors.showroom.test', '000123457002');
    await deliveredItem(t, vendor, 1_250);
    // The gateway pays, then the process dies before recording the answer.
    const crashing: PayoutGateway = {
      saveBankAccount: sandbox.saveBankAccount,
      async payout(request) {
        await sandbox.payout(request);
        throw new Error('process killed');
      },
    };
    expect(await runVendorPayouts(t.db, t.clock, crashing)).toMatchObject({ paid: 0, retrying: 1 });
    const [pending] = await rowsOf(vendor);
    expect(pending).toMatchObject({ state: 'pending', amount_cents: 1_250 });
    // Still leased: a run now neither sends it again nor writes a second payout of the same item.
    expect(await run()).toMatchObject({ paid: 0, retrying: 0 });
    t.clock.advance(PAYOUT_LEASE_MS + 1);
    expect(await run()).toMatchObject({ paid: 1 });
    expect(await rowsOf(vendor)).toMatchObject([{ id: pending!.id, state: 'paid' }]);
    expect(await sandboxPaidTo(t, vendor)).toEqual([1_250]);
    expect(vendorPayoutIdempotencyKey(pending!.id)).toBe(`vendor_payout_${pending!.id}`);
  });

  it('carries a return after payment as a negative line of the next payout', async () => {
    const email = 'greatlakes@vendors.showroom.test';
    const vendor = await vendorWithBankAccount(t, email, '000123457003');
    const returned = await deliveredItem(t, vendor, 800);
    await run();
    await returnItem(t, returned);
    // Nothing is sent while the return outweighs what is payable: it waits for later items.
    expect((await payoutsOf(email)).totals.available_cents).toBe(-800);
    expect(await run()).toMatchObject({ paid: 0 });
    const later = await deliveredItem(t, vendor, 1_000);
    await run();
    expect(await sandboxPaidTo(t, vendor)).toEqual([800, 200]);
    const [latest] = (await payoutsOf(email)).payouts;
    expect(latest?.lines.map((line) => [line.order_item_id, line.amount_cents]).sort()).toEqual(
      [
        [returned.itemId, -800],
        [later.itemId, 1_000],
      ].sort(),
    );
    expect((await payoutsOf(email)).totals.available_cents).toBe(0);
  });

  it('skips a vendor without payout details and tells them once a week', async () => {
    const vendor = await t.userIdOf('westernplumbing@vendors.showroom.test');
    await deliveredItem(t, vendor, 450);
    const told = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, vendor),
            eq(notifications.title, VENDOR_PAYOUT_TEXTS.missingDetailsTitle),
          ),
        );
    expect(await run()).toMatchObject({ reminded: 1 });
    expect(await run()).toMatchObject({ reminded: 0 });
    expect(await told()).toMatchObject([
      { message: VENDOR_PAYOUT_TEXTS.missingDetails('$4.50'), link: ROUTE_PATHS.vendorPayouts },
    ]);
    expect(await rowsOf(vendor)).toEqual([]);
    t.clock.advance(VENDOR_REMINDER_INTERVAL_MS + 1);
    expect(await run()).toMatchObject({ reminded: 1 });
    expect(await told()).toHaveLength(2);
  });

  it('marks a payout the bank refuses failed, frees its items, and waits for a new account', async () => {
    const email = 'coastalbath@vendors.showroom.test';
    const vendor = await vendorWithBankAccount(t, email, SANDBOX_BANK_ACCOUNTS.closed);
    await deliveredItem(t, vendor, 400);
    expect(await run()).toMatchObject({ failed: 1 });
    expect(await run()).toMatchObject({ failed: 0, paid: 0 });
    expect((await payoutsOf(email)).totals.available_cents).toBe(400);
    await vendorWithBankAccount(t, email, '000123457005');
    expect(await run()).toMatchObject({ paid: 1 });
    const { payouts } = await payoutsOf(email);
    expect(payouts.map((payout) => payout.state)).toEqual(['paid', 'failed']);
    expect(payouts[1]?.lines).toEqual([]);
  });
});
