import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { randomAlphanumeric } from '../../lib/secrets.ts';
import type { Clock } from '../clock/clock.ts';
import type {
  BankAccountInput,
  PayoutGateway,
  PayoutResult,
  SaveBankAccountResult,
} from './payout-gateway.ts';
import { sandbox_bank_accounts, sandbox_payouts } from './sandbox-gateway-schema.ts';

/**
 * The sandbox's test accounts, as a processor's test mode has them: one the bank refuses when it is
 * added, one that is added but whose payouts fail (the account was closed). Any other number works.
 */
export const SANDBOX_BANK_ACCOUNTS = { refused: '000111111116', closed: '000111111113' } as const;

/** Banks the sandbox knows by routing number; any other valid routing number is a test bank. */
const BANK_NAMES: Record<string, string> = {
  '110000000': 'Sandbox Test Bank',
  '021000021': 'JPMorgan Chase Bank',
  '011000015': 'Federal Reserve Bank',
};

/** The sandbox's payouts: bank tokens and payouts kept in its own tables, idempotent like a processor's. */
export function createSandboxPayouts({ db, clock }: { db: Database; clock: Clock }): PayoutGateway {
  return {
    async saveBankAccount(account: BankAccountInput): Promise<SaveBankAccountResult> {
      if (account.accountNumber === SANDBOX_BANK_ACCOUNTS.refused) return { ok: false };
      const saved = {
        token: `ba_sandbox_${randomAlphanumeric(24)}`,
        bankName: BANK_NAMES[account.routingNumber] ?? 'Sandbox Bank',
        last4: account.accountNumber.slice(-4),
      };
      await db.insert(sandbox_bank_accounts).values({
        token: saved.token,
        bank_name: saved.bankName,
        last4: saved.last4,
        outcome: account.accountNumber === SANDBOX_BANK_ACCOUNTS.closed ? 'account_closed' : 'ok',
        created_at: clock.now(),
      });
      return { ok: true, account: saved };
    },

    async payout({ bankToken, amountCents, idempotencyKey }): Promise<PayoutResult> {
      const [account] = await db
        .select()
        .from(sandbox_bank_accounts)
        .where(eq(sandbox_bank_accounts.token, bankToken));
      if (!account) return { ok: false, reason: 'no_account' };
      if (account.outcome !== 'ok') return { ok: false, reason: account.outcome };
      await db
        .insert(sandbox_payouts)
        .values({
          idempotency_key: idempotencyKey,
          id: `po_sandbox_${randomAlphanumeric(24)}`,
          token: bankToken,
          amount_cents: amountCents,
          created_at: clock.now(),
        })
        .onConflictDoNothing();
      // A repeated key answers the first payout, as a processor does.
      const [paid] = await db
        .select({ id: sandbox_payouts.id })
        .from(sandbox_payouts)
        .where(eq(sandbox_payouts.idempotency_key, idempotencyKey));
      if (!paid) throw new Error('The sandbox payout was not recorded.');
      return { ok: true, payoutId: paid.id };
    },
  };
}
