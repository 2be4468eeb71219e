import type { CheckoutSummary } from '@showroom/contract/checkout';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSummary } from '../testing/checkout-fixtures.ts';
import {
  cartFingerprint,
  currentAttempt,
  finishAttempt,
  pendingAttempt,
  recordSent,
} from './purchase-attempt.ts';

const summary: CheckoutSummary = demoSummary();
const cart = cartFingerprint(7, summary);
const request = { showroom: 7, payment: { saved_card: true as const } };

beforeEach(() => sessionStorage.clear());

describe('purchase attempt', () => {
  it('keeps one Idempotency-Key for the same cart, across reloads of the page', () => {
    const first = currentAttempt(cart);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(currentAttempt(cart).key).toBe(first.key);
  });

  it('starts a new key when the cart changed before anything was sent', () => {
    const first = currentAttempt(cart);
    const changed = cartFingerprint(7, demoSummary({ qty: 9 }));
    expect(changed).not.toBe(cart);
    expect(currentAttempt(changed).key).not.toBe(first.key);
  });

  it('re-sends a sent attempt with the same key and body, even if the cart looks different now', () => {
    const sent = recordSent(currentAttempt(cart), request);
    expect(pendingAttempt()).toEqual(sent);
    expect(currentAttempt('another cart')).toEqual(sent);
  });

  it('starts a new key once the attempt is settled', () => {
    const sent = recordSent(currentAttempt(cart), request);
    finishAttempt();
    expect(pendingAttempt()).toBeNull();
    expect(currentAttempt(cart).key).not.toBe(sent.key);
  });

  it('treats a damaged entry as no attempt', () => {
    sessionStorage.setItem('showroom_purchase_attempt', '{not json');
    expect(pendingAttempt()).toBeNull();
    expect(currentAttempt(cart).key).toMatch(/-/);
  });
});
