import { afterEach, describe, expect, it } from 'vitest';
import { keepPaymentAttempt, keptPaymentAttempt, newPaymentAttempt } from './kept-payment-attempt.ts';

const KEY = 'showroom_test_attempt';

describe('a kept payment attempt', () => {
  afterEach(() => sessionStorage.clear());

  it('comes back with its key and body after a reload, and is gone once settled', () => {
    const attempt = newPaymentAttempt({ pack: 'small' });
    keepPaymentAttempt(KEY, attempt);
    expect(keptPaymentAttempt<{ pack: string }>(KEY)).toEqual(attempt);
    keepPaymentAttempt(KEY, null);
    expect(keptPaymentAttempt(KEY)).toBeNull();
  });

  it('gives each new attempt its own key', () => {
    expect(newPaymentAttempt({}).key).not.toBe(newPaymentAttempt({}).key);
  });

  it('reads a damaged or foreign entry as no attempt', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(keptPaymentAttempt(KEY)).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ something: 'else' }));
    expect(keptPaymentAttempt(KEY)).toBeNull();
  });
});
