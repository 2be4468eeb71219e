import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { pro_bank_accounts } from '../modules/pros/payouts-schema.ts';
import { DAY_MS } from '../providers/clock/clock.ts';
import { sandbox_payouts } from '../providers/payment-gateways/sandbox-gateway-schema.ts';
import { insertTestOrder } from './order-fixtures.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Sandbox bank details that pay out; the last four digits tell the tests' pros apart. */
export const payableAccount = (last4: string) => ({
  account_holder: 'Payout Test',
  routing_number: '110000000',
  account_number: `00012345${last4}`,
});

/** Saves a bank account for the seeded pro `email` through the console's call; answers the pro's id. */
export async function proWithBankAccount(t: TestApp, email: string, accountNumber: string): Promise<number> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/pro/payout_setup/bank_account',
    headers: bearer(await t.tokenFor(email)),
    payload: { ...payableAccount('0000'), account_number: accountNumber },
  });
  if (response.statusCode !== 200) throw new Error(`bank account not saved: ${response.body}`);
  return t.userIdOf(email);
}

/**
 * An order in the pro's showroom approved `daysAgo` days ago (100 by default: long past the 46
 * business days, so its earning is available), of one item earning `markupCents × qty`.
 */
export async function earnedOrder(
  t: TestApp,
  proUserId: number,
  markupCents: number,
  daysAgo = 100,
): Promise<{ orderId: number; itemId: number }> {
  const order = await insertTestOrder(t.db, {
    userId: await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email),
    showroomId: proUserId,
    createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
    items: [{ vendorId: null, markupCents, qty: 1, status: 'Delivered' }],
  });
  return { orderId: order.orderId, itemId: order.itemIds[0]! };
}

/** What the sandbox paid to the pro's bank account, in cents, one entry per payout. */
export async function sandboxPaidTo(t: TestApp, proUserId: number): Promise<number[]> {
  const [account] = await t.db
    .select()
    .from(pro_bank_accounts)
    .where(eq(pro_bank_accounts.user_id, proUserId));
  if (!account) return [];
  const rows = await t.db.select().from(sandbox_payouts).where(eq(sandbox_payouts.token, account.bank_token));
  return rows.map((row) => row.amount_cents);
}
