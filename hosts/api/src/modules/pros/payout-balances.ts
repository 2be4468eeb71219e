import type { PayoutBalances } from '@showroom/contract/pro';
import { addBusinessDays, PRO_BALANCE_RULES } from '@showroom/contract/pro';
import { addMs, DAY_MS } from '../../providers/clock/clock.ts';

/** What one order item earns its pro: `contractor_markup_amt × qty` (spec §6), with its dates. */
export interface Earning {
  cents: number;
  /** When the item was approved; null while it waits (it earns nothing yet). */
  approvedAt: Date | null;
  /** When it was returned, cancelled or refunded; null otherwise. */
  reversedAt: Date | null;
}

/** A payout not failed: its amount has left (or is leaving) the available balance. */
export interface PaidOut {
  cents: number;
  at: Date;
}

interface Movement {
  at: Date;
  cents: number;
}

/**
 * The pro's balances now (decision 0090). An approved item's earning is pending until
 * PRO_BALANCE_RULES.availableAfterBusinessDays business days after its approval, then available. An
 * item reversed before then simply never becomes available; one reversed after (perhaps paid out
 * already) is taken back from the available balance at the reversal, which can make it negative:
 * due PRO_BALANCE_RULES.negativeBalanceDueDays days after the moment it went below zero.
 */
export function payoutBalancesOf(
  earnings: readonly Earning[],
  paid: readonly PaidOut[],
  now: Date,
): PayoutBalances {
  const movements: Movement[] = paid.map((payout) => ({ at: payout.at, cents: -payout.cents }));
  let pendingCents = 0;
  let nextAvailable: Date | null = null;
  for (const earning of earnings) {
    if (!earning.approvedAt) continue;
    const availableAt = addBusinessDays(earning.approvedAt, PRO_BALANCE_RULES.availableAfterBusinessDays);
    const reversedFirst = earning.reversedAt !== null && earning.reversedAt < availableAt;
    if (reversedFirst) continue;
    if (availableAt > now) {
      pendingCents += earning.cents;
      if (!nextAvailable || availableAt < nextAvailable) nextAvailable = availableAt;
      continue;
    }
    movements.push({ at: availableAt, cents: earning.cents });
    if (earning.reversedAt && earning.reversedAt <= now)
      movements.push({ at: earning.reversedAt, cents: -earning.cents });
  }
  // In time order, credits before debits of the same moment, to find when the balance went negative.
  movements.sort((a, b) => a.at.getTime() - b.at.getTime() || b.cents - a.cents);
  let availableCents = 0;
  let negativeSince: Date | null = null;
  for (const movement of movements) {
    const before = availableCents;
    availableCents += movement.cents;
    if (before >= 0 && availableCents < 0) negativeSince = movement.at;
    if (availableCents >= 0) negativeSince = null;
  }
  return {
    pending_cents: pendingCents,
    available_cents: availableCents,
    next_available_at: nextAvailable?.toISOString() ?? null,
    negative_due_at: negativeSince
      ? addMs(negativeSince, PRO_BALANCE_RULES.negativeBalanceDueDays * DAY_MS).toISOString()
      : null,
  };
}
