/**
 * Two vendor payout runs at the same moment (two API processes' timers: here two connections of the
 * pool on PostgreSQL, where `for update skip locked` really skips): each payable item is paid once,
 * never under two payout rows (two idempotency keys). Needs DATABASE_URL (the PostgreSQL tier).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { vendor_payout_lines, vendor_payouts } from '../modules/payouts/vendor-payouts-schema.ts';
import type { PayoutGateway } from '../providers/payment-gateways/payout-gateway.ts';
import { createSandboxPayouts } from '../providers/payment-gateways/sandbox-payouts.ts';
import { deliveredItem, sandboxPaidTo, vendorWithBankAccount } from '../testing/payout-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runVendorPayouts } from './vendor-payout-runner.ts';

const ROUNDS = 5;
let t: TestApp;
let sandbox: PayoutGateway;
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('the vendor payout race needs a PostgreSQL server: set DATABASE_URL');
  t = await createTestApp({ products: 0 });
  sandbox = createSandboxPayouts({ db: t.db, clock: t.clock });
});
afterAll(() => t?.close());

describe('two vendor payout runs at once', () => {
  it(`pay each payable item once (${ROUNDS} rounds, two vendors)`, async () => {
    const vendors = [
      await vendorWithBankAccount(t, DEMO_ACCOUNTS.logins.vendor.email, '000123458001'),
      await vendorWithBankAccount(t, 'metrotile@vendors.showroom.test', '000123458002'),
    ];
    const items: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const vendor of vendors) items.push((await deliveredItem(t, vendor, 100 * round)).itemId);
      await Promise.all([runVendorPayouts(t.db, t.clock, sandbox), runVendorPayouts(t.db, t.clock, sandbox)]);
      for (const vendor of vendors) {
        const paid = await sandboxPaidTo(t, vendor);
        expect(paid).toHaveLength(round);
        expect(paid.reduce((sum, cents) => sum + cents, 0)).toBe((100 * round * (round + 1)) / 2);
        const rows = await t.db.select().from(vendor_payouts).where(eq(vendor_payouts.vendor_id, vendor));
        expect(rows.every((row) => row.state === 'paid')).toBe(true);
      }
    }
    const lines = await t.db.select().from(vendor_payout_lines);
    expect(lines.map((line) => line.order_item_id).sort()).toEqual([...items].sort());
  });
});
