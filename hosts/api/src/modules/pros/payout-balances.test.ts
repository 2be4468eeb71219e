import { describe, expect, it } from 'vitest';
import { payoutBalancesOf } from './payout-balances.ts';

const at = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
// Monday 2026-09-07 + 46 business days is Tuesday 2026-11-10.
const APPROVED = at('2026-09-07');
const AVAILABLE = at('2026-11-10');

describe('payoutBalancesOf', () => {
  it('keeps an approved earning pending for 46 business days, then makes it available', () => {
    const earnings = [{ cents: 600, approvedAt: APPROVED, reversedAt: null }];
    expect(payoutBalancesOf(earnings, [], at('2026-11-09'))).toEqual({
      pending_cents: 600,
      available_cents: 0,
      next_available_at: AVAILABLE.toISOString(),
      negative_due_at: null,
    });
    expect(payoutBalancesOf(earnings, [], AVAILABLE)).toMatchObject({
      pending_cents: 0,
      available_cents: 600,
    });
  });

  it('counts nothing for an item not approved yet, and drops one reversed before it became available', () => {
    const earnings = [
      { cents: 500, approvedAt: null, reversedAt: null },
      { cents: 300, approvedAt: APPROVED, reversedAt: at('2026-10-01') },
    ];
    expect(payoutBalancesOf(earnings, [], at('2026-12-01'))).toMatchObject({
      pending_cents: 0,
      available_cents: 0,
      negative_due_at: null,
    });
  });

  it('takes payouts from the available balance', () => {
    const earnings = [{ cents: 900, approvedAt: APPROVED, reversedAt: null }];
    const paid = [{ cents: 900, at: at('2026-11-11') }];
    expect(payoutBalancesOf(earnings, paid, at('2026-11-12')).available_cents).toBe(0);
  });

  it('makes the balance negative after a refund of money paid out, due 10 days later', () => {
    const refundedAt = at('2026-11-20');
    const earnings = [{ cents: 900, approvedAt: APPROVED, reversedAt: refundedAt }];
    const paid = [{ cents: 900, at: at('2026-11-11') }];
    expect(payoutBalancesOf(earnings, paid, at('2026-11-21'))).toEqual({
      pending_cents: 0,
      available_cents: -900,
      next_available_at: null,
      negative_due_at: at('2026-11-30').toISOString(),
    });
  });

  it('clears the due date once new earnings cover the debt', () => {
    const earnings = [
      { cents: 900, approvedAt: APPROVED, reversedAt: at('2026-11-20') },
      { cents: 1000, approvedAt: at('2026-09-21'), reversedAt: null },
    ];
    const paid = [{ cents: 900, at: at('2026-11-11') }];
    const balances = payoutBalancesOf(earnings, paid, at('2026-12-31'));
    expect(balances.available_cents).toBe(100);
    expect(balances.negative_due_at).toBeNull();
  });
});
