import { PRO_TYPES } from '@showroom/contract/pro';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../modules/identity/users-schema.ts';
import { payout_bank_accounts } from '../modules/payouts/bank-accounts-schema.ts';
import { payoutBalancesFor } from '../modules/pros/index.ts';
import { pro_payouts } from '../modules/pros/payouts-schema.ts';
import { addMs, type Clock, HOUR_MS } from '../providers/clock/clock.ts';
import type { PayoutGateway } from '../providers/payment-gateways/payout-gateway.ts';
import { PAYOUT_LEASE_MS, type PayoutCounts } from './payout-lease.ts';
import { runVendorPayouts } from './vendor-payout-runner.ts';

/** How often the running server pays out: balances become available by the day, so hourly is prompt. */
export const PAYOUT_INTERVAL_MS = HOUR_MS;
const BATCH = 100;

interface PayoutToSend {
  id: number;
  bankToken: string;
  amountCents: number;
}

/** The gateway's idempotency key of one payout row: the row is never paid twice, however often it is sent. */
export const payoutIdempotencyKey = (payoutId: number) => `payout_${payoutId}`;

/**
 * Writes a pending payout of the available balance for one pro, in a transaction holding the pro's
 * bank account row (`for update skip locked`: a run busy with this pro elsewhere makes this one skip
 * them). The pending row counts against the balance at once, so a run after this one finds nothing
 * to pay. Nothing is written when the last payout to the same account failed: the pro must change it.
 */
async function writePayout(db: Database, clock: Clock, proUserId: number): Promise<PayoutToSend | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(payout_bank_accounts)
      .where(eq(payout_bank_accounts.user_id, proUserId))
      .for('update', { skipLocked: true });
    if (!account) return null;
    const [last] = await tx
      .select({ state: pro_payouts.state, token: pro_payouts.bank_token })
      .from(pro_payouts)
      .where(eq(pro_payouts.user_id, proUserId))
      .orderBy(desc(pro_payouts.id))
      .limit(1);
    if (last?.state === 'failed' && last.token === account.bank_token) return null;
    const now = clock.now();
    const { available_cents } = await payoutBalancesFor(tx, proUserId, now);
    if (available_cents <= 0) return null;
    const [row] = await tx
      .insert(pro_payouts)
      .values({
        user_id: proUserId,
        amount_cents: available_cents,
        bank_token: account.bank_token,
        bank_last4: account.last4,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: pro_payouts.id });
    return row ? { id: row.id, bankToken: account.bank_token, amountCents: available_cents } : null;
  });
}

/** Pending payouts whose run died (crashed, or its gateway call failed), leased to this run. */
async function leaseStalePayouts(db: Database, clock: Clock): Promise<PayoutToSend[]> {
  const now = clock.now();
  const stale = db
    .select({ id: pro_payouts.id })
    .from(pro_payouts)
    .where(and(eq(pro_payouts.state, 'pending'), lt(pro_payouts.updated_at, addMs(now, -PAYOUT_LEASE_MS))))
    .orderBy(pro_payouts.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(pro_payouts)
    .set({ updated_at: now })
    .where(inArray(pro_payouts.id, stale))
    .returning({
      id: pro_payouts.id,
      bankToken: pro_payouts.bank_token,
      amountCents: pro_payouts.amount_cents,
    });
  return rows;
}

async function send(
  db: Database,
  clock: Clock,
  gateway: PayoutGateway,
  payout: PayoutToSend,
  counts: PayoutCounts,
): Promise<void> {
  try {
    const result = await gateway.payout({
      bankToken: payout.bankToken,
      amountCents: payout.amountCents,
      idempotencyKey: payoutIdempotencyKey(payout.id),
    });
    const now = clock.now();
    await db
      .update(pro_payouts)
      .set(
        result.ok
          ? { state: 'paid', gateway_payout_id: result.payoutId, paid_at: now, updated_at: now }
          : { state: 'failed', updated_at: now },
      )
      .where(and(eq(pro_payouts.id, payout.id), eq(pro_payouts.state, 'pending')));
    counts[result.ok ? 'paid' : 'failed'] += 1;
  } catch {
    // The lease runs out and a later run sends it again under the same key.
    counts.retrying += 1;
  }
}

/**
 * One payout run (decision 0090): first the payouts earlier runs left pending, then, for every pro
 * with a bank account, a payout of their available balance. Safe to run on several API processes at
 * once: each pro's payout is written under their bank account's row lock, each send under a lease.
 */
export async function runPayouts(db: Database, clock: Clock, gateway: PayoutGateway): Promise<PayoutCounts> {
  const counts: PayoutCounts = { paid: 0, failed: 0, retrying: 0 };
  for (const payout of await leaseStalePayouts(db, clock)) await send(db, clock, gateway, payout, counts);
  let after = 0;
  for (;;) {
    // Vendors' accounts share the table: their payouts are the vendor payout run's (decision 0099).
    const pros = await db
      .select({ userId: payout_bank_accounts.user_id })
      .from(payout_bank_accounts)
      .innerJoin(users, eq(users.id, payout_bank_accounts.user_id))
      .where(and(gt(payout_bank_accounts.user_id, after), inArray(users.type, PRO_TYPES)))
      .orderBy(asc(payout_bank_accounts.user_id))
      .limit(BATCH);
    for (const { userId } of pros) {
      const payout = await writePayout(db, clock, userId);
      if (payout) await send(db, clock, gateway, payout, counts);
      after = userId;
    }
    if (pros.length < BATCH) break;
  }
  return counts;
}

/** Pays pros and vendors out now and every PAYOUT_INTERVAL_MS until the returned stop is called; failures are logged. */
export function startPayoutRunner(
  { db, clock, payouts }: { db: Database; clock: Clock; payouts: PayoutGateway },
  log: { info(object: object, message: string): void; error(object: object, message: string): void },
): () => void {
  const run = async () => {
    // Pros and vendors in turn: one failing must not keep the other unpaid.
    for (const [who, runOnce] of [
      ['pros', runPayouts],
      ['vendors', runVendorPayouts],
    ] as const) {
      try {
        const counts = await runOnce(db, clock, payouts);
        if (Object.values(counts).some((count) => count > 0)) log.info({ who, ...counts }, 'payouts sent');
      } catch (error) {
        log.error({ err: error, who }, 'payout run failed');
      }
    }
  };
  void run();
  const timer = setInterval(run, PAYOUT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
