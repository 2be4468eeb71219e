import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { order_item_status_changes, order_items } from '../modules/orders/orders-schema.ts';
import { payout_bank_accounts } from '../modules/payouts/bank-accounts-schema.ts';
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

/** What the sandbox paid to the user's (a pro's or a vendor's) bank account, in cents, one entry per payout. */
export async function sandboxPaidTo(t: TestApp, userId: number): Promise<number[]> {
  const [account] = await t.db
    .select()
    .from(payout_bank_accounts)
    .where(eq(payout_bank_accounts.user_id, userId));
  if (!account) return [];
  const rows = await t.db.select().from(sandbox_payouts).where(eq(sandbox_payouts.token, account.bank_token));
  return rows.map((row) => row.amount_cents);
}

/** Saves a bank account for the seeded vendor `email` through the portal's call; answers the vendor's id. */
export async function vendorWithBankAccount(
  t: TestApp,
  email: string,
  accountNumber: string,
): Promise<number> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/vendor/payouts/bank_account',
    headers: bearer(await t.tokenFor(email)),
    payload: { ...payableAccount('0000'), account_number: accountNumber },
  });
  if (response.statusCode !== 200) throw new Error(`bank account not saved: ${response.body}`);
  return t.userIdOf(email);
}

/**
 * An order of one item of the vendor delivered `daysAgo` days ago (40 by default: past the 30 days
 * to apply a refund, so it is payable), owing `finalPriceCents × qty`.
 */
export async function deliveredItem(
  t: TestApp,
  vendorId: number,
  finalPriceCents: number,
  daysAgo = 40,
): Promise<{ orderId: number; itemId: number }> {
  const order = await insertTestOrder(t.db, {
    userId: await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email),
    createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
    items: [{ vendorId, finalPriceCents, qty: 1, status: 'Delivered' }],
  });
  return { orderId: order.orderId, itemId: order.itemIds[0]! };
}

/** Moves a delivered item to Returned now, as the refunding flow leaves it (status and timeline). */
export async function returnItem(t: TestApp, item: { orderId: number; itemId: number }): Promise<void> {
  const at = t.clock.now();
  await t.db
    .update(order_items)
    .set({ status: 'Returned', status_date: at })
    .where(eq(order_items.id, item.itemId));
  await t.db
    .insert(order_item_status_changes)
    .values({ order_id: item.orderId, order_item_id: item.itemId, status: 'Returned', changed_at: at });
}
