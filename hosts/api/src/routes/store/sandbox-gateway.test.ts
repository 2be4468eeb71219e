import {
  PAYMENT_MESSAGES,
  SANDBOX_TOKENS_PATH,
  sandboxErrorSchema,
  sandboxTokenSchema,
} from '@showroom/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox_card_tokens } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { postCardForToken } from '../../testing/sandbox-tokens.ts';
import {
  createTestApp,
  TEST_PLATFORM_ORIGIN,
  TEST_SITE_ORIGIN,
  type TestApp,
} from '../../testing/test-app.ts';

const freshIp = clientAddresses(71);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe(`POST ${SANDBOX_TOKENS_PATH}`, () => {
  it('answers a single-use token with display data only, like a processor', async () => {
    const response = await postCardForToken(
      t.app,
      { number: '4242424242424242', exp_month: '7', exp_year: '31', cvc: '123', name: 'Jamie Carter' },
      { remoteAddress: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_PLATFORM_ORIGIN);
    const token = sandboxTokenSchema.parse(response.json());
    expect(token).toMatchObject({
      object: 'token',
      card: { brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2031, name: 'Jamie Carter' },
    });
    expect(token.id).toMatch(/^tok_sandbox_[A-Za-z0-9]{24}$/);
    expect(response.body).not.toContain('4242424242424242');
    const [row] = await t.db
      .select()
      .from(sandbox_card_tokens)
      .where(eq(sandbox_card_tokens.token, token.id));
    expect(row).toMatchObject({ last4: '4242', reusable: false, outcome: 'ok' });
  });

  it('takes the card as JSON too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SANDBOX_TOKENS_PATH,
      headers: { origin: TEST_PLATFORM_ORIGIN },
      payload: { card: { number: '378282246310005', exp_month: 12, exp_year: 2034, cvc: '1234' } },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(sandboxTokenSchema.parse(response.json()).card).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it.each([
    [
      'a number failing the Luhn check',
      { number: '4242424242424241' },
      'number',
      PAYMENT_MESSAGES.invalidCardNumber,
    ],
    [
      'an expiry in the past',
      { number: '4242424242424242', exp_year: '2020' },
      'exp_month',
      PAYMENT_MESSAGES.invalidExpiration,
    ],
    [
      'month 13',
      { number: '4242424242424242', exp_month: '13' },
      'exp_month',
      PAYMENT_MESSAGES.invalidExpiration,
    ],
    ['a 3-digit Amex code', { number: '378282246310005', cvc: '123' }, 'cvc', PAYMENT_MESSAGES.invalidCvc],
    ['no card at all', { number: '' }, 'number', PAYMENT_MESSAGES.invalidCardNumber],
  ])('refuses %s with a card error on its param', async (_label, card, param, message) => {
    const response = await postCardForToken(t.app, card, { remoteAddress: freshIp() });
    expect(response.statusCode).toBe(402);
    expect(sandboxErrorSchema.parse(response.json()).error).toMatchObject({
      type: 'card_error',
      param,
      message,
    });
  });

  it('is refused to any page but the platform, and gives them no CORS', async () => {
    for (const origin of [TEST_SITE_ORIGIN, 'http://evil.example', null]) {
      const response = await postCardForToken(
        t.app,
        { number: '4242424242424242' },
        { origin, remoteAddress: freshIp() },
      );
      expect(response.statusCode, String(origin)).toBe(403);
      expect(response.headers['access-control-allow-origin'], String(origin)).toBeUndefined();
    }
    const count = await t.db.$count(sandbox_card_tokens);
    const again = await postCardForToken(t.app, { number: '5555555555554444' }, { origin: TEST_SITE_ORIGIN });
    expect(again.statusCode).toBe(403);
    expect(await t.db.$count(sandbox_card_tokens)).toBe(count);
  });

  it(`allows ${RATE_LIMITS.cardTokensPerIp.max} cards per address, then 429 with Retry-After`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.cardTokensPerIp.max; i += 1) {
      statuses.push(
        (await postCardForToken(t.app, { number: '4242424242424241' }, { remoteAddress: ip })).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 402)).toBe(true);
    const refused = await postCardForToken(t.app, { number: '4242424242424242' }, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(sandboxErrorSchema.parse(refused.json()).error.type).toBe('rate_limit_error');
    expect(
      (await postCardForToken(t.app, { number: '4242424242424242' }, { remoteAddress: freshIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a body larger than a card', async () => {
    const response = await postCardForToken(
      t.app,
      { number: '4242424242424242', name: 'x'.repeat(5000) },
      { remoteAddress: freshIp() },
    );
    expect(response.statusCode).toBe(413);
  });
});
