import { MINUTE_MS } from '../providers/clock/clock.ts';

/**
 * How long one payout run holds a payout it is sending before another may send it again under the same
 * key: the pros' and the vendors' runs alike (decisions 0090, 0099).
 */
export const PAYOUT_LEASE_MS = 5 * MINUTE_MS;

/** What one payout run did. */
export interface PayoutCounts {
  paid: number;
  failed: number;
  /** Gateway calls that threw: their payouts stay pending and the next run sends them again. */
  retrying: number;
}
