import type { PayoutSetup } from '@showroom/contract/pro';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { readBankAccount } from '../payouts/index.ts';
import { payoutBalancesFor } from './payout-ledger.ts';
import { pro_payouts } from './payouts-schema.ts';

/** The history shown: a daily payout makes this a few months' worth. */
const HISTORY_LIMIT = 100;

/** `/payout_setup`: the saved bank account (never its number), the balances and the payout history. */
export async function findPayoutSetup(db: Database, clock: Clock, proUserId: number): Promise<PayoutSetup> {
  const history = await db
    .select()
    .from(pro_payouts)
    .where(eq(pro_payouts.user_id, proUserId))
    .orderBy(desc(pro_payouts.created_at), desc(pro_payouts.id))
    .limit(HISTORY_LIMIT);
  return {
    bank_account: await readBankAccount(db, proUserId),
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
