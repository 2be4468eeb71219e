import { type BankAccountRequest, PAYOUT_TEXTS, type PayoutSetup } from '@showroom/contract/pro';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PayoutGateway } from '../../providers/payment-gateways/payout-gateway.ts';
import { payoutBalancesFor } from './payout-ledger.ts';
import { pro_bank_accounts, pro_payouts } from './payouts-schema.ts';

/** The history shown: a daily payout makes this a few months' worth. */
const HISTORY_LIMIT = 100;

/** `/payout_setup`: the saved bank account (never its number), the balances and the payout history. */
export async function findPayoutSetup(db: Database, clock: Clock, proUserId: number): Promise<PayoutSetup> {
  const [account] = await db
    .select({
      account_holder: pro_bank_accounts.account_holder,
      bank_name: pro_bank_accounts.bank_name,
      last4: pro_bank_accounts.last4,
    })
    .from(pro_bank_accounts)
    .where(eq(pro_bank_accounts.user_id, proUserId));
  const history = await db
    .select()
    .from(pro_payouts)
    .where(eq(pro_payouts.user_id, proUserId))
    .orderBy(desc(pro_payouts.created_at), desc(pro_payouts.id))
    .limit(HISTORY_LIMIT);
  return {
    bank_account: account ?? null,
    balances: await payoutBalancesFor(db, proUserId, clock.now()),
    payouts: history.map((row) => ({
      id: row.id,
      amount_cents: row.amount_cents,
      state: row.state,
      bank_last4: row.bank_last4,
      created_at: row.created_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Sends the bank details to the gateway and keeps its token, the bank's name and the last four
 * digits, replacing an earlier account (later payouts go to the new one). The numbers are never
 * stored, logged or put in an error: a refusal names the field with a fixed text.
 */
export async function saveBankAccount(
  deps: { db: Database; clock: Clock; payouts: PayoutGateway },
  proUserId: number,
  request: BankAccountRequest,
): Promise<void> {
  const saved = await deps.payouts.saveBankAccount({
    accountHolder: request.account_holder,
    routingNumber: request.routing_number,
    accountNumber: request.account_number,
  });
  if (!saved.ok)
    throw new HttpError(422, {
      message: PAYOUT_TEXTS.bankRefused,
      errors: { account_number: [PAYOUT_TEXTS.bankRefused] },
    });
  const now = deps.clock.now();
  const values = {
    bank_token: saved.account.token,
    bank_name: saved.account.bankName,
    last4: saved.account.last4,
    account_holder: request.account_holder,
    updated_at: now,
  };
  await deps.db
    .insert(pro_bank_accounts)
    .values({ user_id: proUserId, created_at: now, ...values })
    .onConflictDoUpdate({ target: pro_bank_accounts.user_id, set: values });
}
