import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

let stripe: FakeStripe;
let gateway: PaymentGateway;
beforeAll(async () => {
  stripe = await startFakeStripe();
  gateway = createStripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url });
});
afterAll(() => stripe.close());

const card = (number: string) => ({ number, exp_month: 9, exp_year: 2033, cvc: '123' });
let keys = 0;
const authorize = (paymentToken: string, idempotencyKey = `checkout-${++keys}`) =>
  gateway.authorize({ amountCents: 12_345, paymentToken, idempotencyKey, description: 'Order test' });

describe('the Stripe adapter against a fake Stripe API', () => {
  it('saves the card behind a card-frame token as a customer with its payment method', async () => {
    const token = await stripe.createPaymentMethod(card('4242424242424242'));
    const saved = await gateway.saveCardToken(token);
    expect(saved).toEqual({
      ok: true,
      card: {
        token: expect.stringMatching(/^cus_\w+:pm_\w+$/),
        brand: 'visa',
        last4: '4242',
        expMonth: 9,
        expYear: 2033,
      },
    });
  });

  it('saves typed card fields (the compatibility path) the same way', async () => {
    const saved = await gateway.saveCard({
      number: '378282246310005',
      expMonth: 1,
      expYear: 2034,
      cvc: '1234',
    });
    expect(saved).toMatchObject({ ok: true, card: { brand: 'amex', last4: '0005' } });
  });

  it('refuses a declined card with the field and Stripe’s message', async () => {
    const token = await stripe.createPaymentMethod(card('4000000000000002'));
    expect(await gateway.saveCardToken(token)).toEqual({
      ok: false,
      fields: ['card_number'],
      message: 'Your card was declined.',
    });
    expect(await gateway.saveCardToken('pm_unknown')).toMatchObject({ ok: false, fields: ['card_number'] });
  });

  it('authorizes with manual capture once per idempotency key, then captures (again harmlessly)', async () => {
    const token = await stripe.createPaymentMethod(card('5555555555554444'));
    const first = await authorize(token, 'order-key-1');
    const again = await authorize(token, 'order-key-1');
    expect(first).toEqual({
      ok: true,
      authorizationId: expect.stringMatching(/^pi_/),
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(again).toEqual(first);
    const creations = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(creations.map((request) => request.idempotencyKey)).toEqual(['order-key-1', 'order-key-1']);
    expect(stripe.intents.size).toBe(1);
    if (!first.ok) throw new Error('not authorized');
    expect(stripe.intents.get(first.authorizationId)).toMatchObject({
      amount: 12_345,
      status: 'requires_capture',
      capture_method: 'manual',
    });
    await gateway.capture(first.authorizationId);
    await gateway.capture(first.authorizationId);
    expect(stripe.intents.get(first.authorizationId)?.status).toBe('succeeded');
    await gateway.refund(first.authorizationId, { amountCents: 345, idempotencyKey: 'refund-1' });
    // A retried refund (same key) refunds once; more than is left is refused.
    await gateway.refund(first.authorizationId, { amountCents: 345, idempotencyKey: 'refund-1' });
    await expect(
      gateway.refund(first.authorizationId, { amountCents: 12_001, idempotencyKey: 'refund-2' }),
    ).rejects.toThrow(/greater than unrefunded/);
    await gateway.refund(first.authorizationId, { amountCents: 12_000, idempotencyKey: 'refund-3' });
    expect(stripe.refunds).toEqual([
      { payment_intent: first.authorizationId, amount: 345 },
      { payment_intent: first.authorizationId, amount: 12_000 },
    ]);
    const refundKeys = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(refundKeys.map((request) => request.idempotencyKey)).toEqual([
      'refund-1',
      'refund-1',
      'refund-2',
      'refund-3',
    ]);
  });

  it('charges a saved card (customer and payment method) and voids an authorization', async () => {
    const saved = await gateway.saveCardToken(await stripe.createPaymentMethod(card('4242424242424242')));
    if (!saved.ok) throw new Error('not saved');
    const result = await authorize(saved.card.token);
    if (!result.ok) throw new Error('not authorized');
    expect(stripe.intents.get(result.authorizationId)?.customer).toMatch(/^cus_/);
    await gateway.void(result.authorizationId);
    await gateway.void(result.authorizationId);
    expect(stripe.intents.get(result.authorizationId)?.status).toBe('canceled');
    await expect(gateway.capture(result.authorizationId)).rejects.toThrow(/canceled/);
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('declines %s as %s with the processor message', async (number, declineCode, message) => {
    expect(await authorize(await stripe.createPaymentMethod(card(number)))).toEqual({
      ok: false,
      declineCode,
      message,
    });
  });

  it('answers an unknown token as invalid, and fails loudly with a wrong API key', async () => {
    expect(await authorize('pm_missing')).toMatchObject({ ok: false, declineCode: 'invalid_token' });
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', apiUrl: stripe.url });
    await expect(
      wrongKey.authorize({ amountCents: 100, paymentToken: 'pm_x', idempotencyKey: 'k', description: 'x' }),
    ).rejects.toThrow(/Invalid API Key/);
  });

  it('finds the authorization made under a key, in its state, and none under an unused key', async () => {
    const token = await stripe.createPaymentMethod(card('4242424242424242'));
    const authorized = await authorize(token, 'hire-key-1');
    expect(authorized.ok).toBe(true);
    const id = authorized.ok ? authorized.authorizationId : '';
    expect(await gateway.findAuthorization('hire-key-1')).toEqual({
      authorizationId: id,
      state: 'authorized',
      card: { brand: 'visa', last4: '4242' },
    });
    await gateway.capture(id);
    expect((await gateway.findAuthorization('hire-key-1'))?.state).toBe('captured');
    expect(await gateway.findAuthorization('hire-key-never-used')).toBeNull();
  });
});
