import { BANK_ACCOUNT_TEXTS, type BankAccount, type BankAccountRequest } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PayoutGateway } from '../../providers/payment-gateways/payout-gateway.ts';
import { payout_bank_accounts } from './bank-accounts-schema.ts';

/** The user's saved bank account as their screen shows it (never its number), or null. */
export async function readBankAccount(db: Database, userId: number): Promise<BankAccount | null> {
  const [account] = await db
    .select({
      account_holder: payout_bank_accounts.account_holder,
      bank_name: payout_bank_accounts.bank_name,
      last4: payout_bank_accounts.last4,
    })
    .from(payout_bank_accounts)
    .where(eq(payout_bank_accounts.user_id, userId));
  return account ?? null;
}

/**
 * Sends the bank details to the gateway and keeps its token, the bank's name and the last four
 * digits, replacing an earlier account (later payouts go to the new one). The numbers are never
 * stored, logged or put in an error: a refusal names the field with a fixed text.
 */
export async function saveBankAccount(
  deps: { db: Database; clock: Clock; payouts: PayoutGateway },
  userId: number,
  request: BankAccountRequest,
): Promise<BankAccount> {
  const saved = await deps.payouts.saveBankAccount({
    accountHolder: request.account_holder,
    routingNumber: request.routing_number,
    accountNumber: request.account_number,
  });
  if (!saved.ok)
    throw new HttpError(422, {
      message: BANK_ACCOUNT_TEXTS.bankRefused,
      errors: { account_number: [BANK_ACCOUNT_TEXTS.bankRefused] },
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
    .insert(payout_bank_accounts)
    .values({ user_id: userId, created_at: now, ...values })
    .onConflictDoUpdate({ target: payout_bank_accounts.user_id, set: values });
  return { account_holder: values.account_holder, bank_name: values.bank_name, last4: values.last4 };
}
