import { ROUTE_PATHS } from '@showroom/contract';
import { VENDOR_PAYOUT_TEXTS } from '@showroom/contract/orders';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createNotification } from '../modules/notifications/index.ts';
import { vendorPayoutDueCents, vendorPayoutsFor } from '../modules/orders/index.ts';
import { order_items } from '../modules/orders/orders-schema.ts';
import { payout_bank_accounts } from '../modules/payouts/bank-accounts-schema.ts';
import {
  vendor_payout_lines,
  vendor_payout_reminders,
  vendor_payouts,
} from '../modules/payouts/vendor-payouts-schema.ts';
import { addMs, type Clock, DAY_MS } from '../providers/clock/clock.ts';
import { formatCents } from '../providers/mail/templates/order-mails.ts';
import type { PayoutGateway } from '../providers/payment-gateways/payout-gateway.ts';
import { PAYOUT_LEASE_MS, type PayoutCounts } from './payout-lease.ts';

/** A vendor without a bank account hears about their waiting money once a week, not every hour. */
export const VENDOR_REMINDER_INTERVAL_MS = 7 * DAY_MS;
const BATCH = 100;
/** Statuses of an item that was delivered: only their vendors can be owed anything. */
const RECEIVED = ['Delivered', 'Return Request', 'Returned'] as const;

export interface VendorPayoutCounts extends PayoutCounts {
  /** Vendors with money to be paid and no bank account, told so by a notification this run. */
  reminded: number;
}

interface PayoutToSend {
  id: number;
  bankToken: string;
  amountCents: number;
}

/** The gateway's idempotency key of one vendor payout row: distinct from the pros' `payout_<id>`. */
export const vendorPayoutIdempotencyKey = (payoutId: number) => `vendor_payout_${payoutId}`;

/**
 * Tells a vendor with money waiting and no bank account, at most once per reminder interval: the
 * upsert and the notification commit together, whichever process gets there first.
 */
async function remind(db: Database, clock: Clock, vendorId: number, dueCents: number): Promise<boolean> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(vendor_payout_reminders)
      .values({ vendor_id: vendorId, notified_at: now })
      .onConflictDoUpdate({
        target: vendor_payout_reminders.vendor_id,
        set: { notified_at: now },
        setWhere: lt(vendor_payout_reminders.notified_at, addMs(now, -VENDOR_REMINDER_INTERVAL_MS)),
      })
      .returning({ vendorId: vendor_payout_reminders.vendor_id });
    if (!claimed) return false;
    await createNotification(
      tx,
      vendorId,
      {
        title: VENDOR_PAYOUT_TEXTS.missingDetailsTitle,
        message: VENDOR_PAYOUT_TEXTS.missingDetails(formatCents(dueCents)),
        link: ROUTE_PATHS.vendorPayouts,
      },
      clock,
    );
    return true;
  });
}

type Written = { kind: 'send'; payout: PayoutToSend } | { kind: 'remind'; dueCents: number } | null;

/**
 * Writes a pending payout of everything due to one vendor, with a ledger line per item, in a
 * transaction holding the vendor's bank account row (`for update skip locked`: a run busy with this
 * vendor elsewhere makes this one skip them). The lines count as paid at once, so a run after this
 * one finds nothing due. Nothing is written when the total is not positive (a return after a payout
 * is carried until later items cover it) or when the last payout to the same account failed.
 */
async function writePayout(db: Database, clock: Clock, vendorId: number): Promise<Written> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const dueNow = async () => {
      const due = (await vendorPayoutsFor(tx, vendorId, now)).items
        .map((item) => ({ item, cents: vendorPayoutDueCents(item) }))
        .filter(({ cents }) => cents !== 0);
      return { due, total: due.reduce((sum, { cents }) => sum + cents, 0) };
    };
    const [account] = await tx
      .select()
      .from(payout_bank_accounts)
      .where(eq(payout_bank_accounts.user_id, vendorId))
      .for('update', { skipLocked: true });
    if (!account) {
      const [locked] = await tx
        .select({ id: payout_bank_accounts.user_id })
        .from(payout_bank_accounts)
        .where(eq(payout_bank_accounts.user_id, vendorId));
      // A row we could not lock is a run busy with this vendor elsewhere, not a missing account.
      if (locked) return null;
      const { total } = await dueNow();
      return total > 0 ? { kind: 'remind', dueCents: total } : null;
    }
    const [last] = await tx
      .select({ state: vendor_payouts.state, token: vendor_payouts.bank_token })
      .from(vendor_payouts)
      .where(eq(vendor_payouts.vendor_id, vendorId))
      .orderBy(desc(vendor_payouts.id))
      .limit(1);
    if (last?.state === 'failed' && last.token === account.bank_token) return null;
    const { due, total } = await dueNow();
    if (total <= 0) return null;
    const [row] = await tx
      .insert(vendor_payouts)
      .values({
        vendor_id: vendorId,
        amount_cents: total,
        bank_token: account.bank_token,
        bank_last4: account.last4,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: vendor_payouts.id });
    if (!row) return null;
    await tx.insert(vendor_payout_lines).values(
      due.map(({ item, cents }) => ({
        payout_id: row.id,
        order_item_id: item.order_item_id,
        kind: cents > 0 ? ('payment' as const) : ('return' as const),
        amount_cents: cents,
      })),
    );
    return { kind: 'send', payout: { id: row.id, bankToken: account.bank_token, amountCents: total } };
  });
}

/** Pending payouts whose run died (crashed, or its gateway call failed), leased to this run. */
async function leaseStalePayouts(db: Database, clock: Clock): Promise<PayoutToSend[]> {
  const now = clock.now();
  const stale = db
    .select({ id: vendor_payouts.id })
    .from(vendor_payouts)
    .where(
      and(eq(vendor_payouts.state, 'pending'), lt(vendor_payouts.updated_at, addMs(now, -PAYOUT_LEASE_MS))),
    )
    .orderBy(vendor_payouts.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(vendor_payouts)
    .set({ updated_at: now })
    .where(inArray(vendor_payouts.id, stale))
    .returning({
      id: vendor_payouts.id,
      bankToken: vendor_payouts.bank_token,
      amountCents: vendor_payouts.amount_cents,
    });
}

/**
 * Asks the gateway under the row's own key and records its answer: `paid`, or `failed` with its lines
 * dropped in the same transaction (its items become payable again once the vendor changes account).
 */
async function send(
  db: Database,
  clock: Clock,
  gateway: PayoutGateway,
  payout: PayoutToSend,
  counts: VendorPayoutCounts,
): Promise<void> {
  try {
    const result = await gateway.payout({
      bankToken: payout.bankToken,
      amountCents: payout.amountCents,
      idempotencyKey: vendorPayoutIdempotencyKey(payout.id),
    });
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [recorded] = await tx
        .update(vendor_payouts)
        .set(
          result.ok
            ? { state: 'paid', gateway_payout_id: result.payoutId, paid_at: now, updated_at: now }
            : { state: 'failed', updated_at: now },
        )
        .where(and(eq(vendor_payouts.id, payout.id), eq(vendor_payouts.state, 'pending')))
        .returning({ id: vendor_payouts.id });
      if (recorded && !result.ok)
        await tx.delete(vendor_payout_lines).where(eq(vendor_payout_lines.payout_id, payout.id));
    });
    counts[result.ok ? 'paid' : 'failed'] += 1;
  } catch {
    // The lease runs out and a later run sends it again under the same key.
    counts.retrying += 1;
  }
}

/**
 * One vendor payout run (decision 0099): first the payouts earlier runs left pending, then, for every
 * vendor with a delivered item, a payout of what is due to their bank account, or a reminder when they
 * have none. Safe on several API processes at once, as the pros' run: each vendor's payout is written
 * under their bank account's row lock, each send under a lease, and the ledger's unique index
 * refuses an item paid twice whatever happens.
 */
export async function runVendorPayouts(
  db: Database,
  clock: Clock,
  gateway: PayoutGateway,
): Promise<VendorPayoutCounts> {
  const counts: VendorPayoutCounts = { paid: 0, failed: 0, retrying: 0, reminded: 0 };
  for (const payout of await leaseStalePayouts(db, clock)) await send(db, clock, gateway, payout, counts);
  let after = 0;
  for (;;) {
    const vendors = await db
      .selectDistinct({ vendorId: order_items.vendor_id })
      .from(order_items)
      .where(and(gt(order_items.vendor_id, after), inArray(order_items.status, [...RECEIVED])))
      .orderBy(asc(order_items.vendor_id))
      .limit(BATCH);
    for (const { vendorId } of vendors) {
      if (vendorId === null) continue;
      const written = await writePayout(db, clock, vendorId);
      if (written?.kind === 'send') await send(db, clock, gateway, written.payout, counts);
      if (written?.kind === 'remind' && (await remind(db, clock, vendorId, written.dueCents)))
        counts.reminded += 1;
      after = vendorId;
    }
    if (vendors.length < BATCH) break;
  }
  return counts;
}
