import { validationErrorSchema } from '@showroom/contract';
import { ACCOUNT_MESSAGES, authSessionResponseSchema } from '@showroom/contract/account';
import { sandboxTokenSchema } from '@showroom/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/identity/users-schema.ts';
import { payment_methods } from '../../modules/payments/payment-methods-schema.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { registerForm } from '../../testing/register-form.ts';
import { postCardForToken, type TestCard } from '../../testing/sandbox-tokens.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(72);
const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: freshIp() });

/** What the card frame does: the card to the sandbox processor, its token to our API. */
async function tokenFor(card: TestCard): Promise<string> {
  const response = await postCardForToken(t.app, card, { remoteAddress: freshIp() });
  return sandboxTokenSchema.parse(response.json()).id;
}

const billing = {
  name_on_Card: 'Jamie L Carter',
  pay_street: '9 Billing Way',
  pay_city: 'Davis',
  pay_state: 'CA',
  pay_zip_code: '95616',
};

async function savedCardOf(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const [row] = await t.db.select().from(payment_methods).where(eq(payment_methods.user_id, user.id));
  return row;
}

describe('POST /api/register with the card frame’s token (card_token)', () => {
  it('saves the card with the gateway: brand, last four and expiry are the gateway’s, not the client’s', async () => {
    const token = await tokenFor({ number: '5555555555554444', exp_month: '8', exp_year: '2032' });
    const form = registerForm({ card_token: token, ...billing });
    // A client cannot say what the card is: fields of its own about the card are ignored.
    const response = await register({ ...form, brand: 'amex', last4: '0000', exp_month: 1 });
    expect(response.statusCode).toBe(201);
    authSessionResponseSchema.parse(response.json());
    expect(await savedCardOf(String(form.email))).toMatchObject({
      gateway: 'sandbox',
      gateway_token: token,
      brand: 'mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2032,
      name_on_card: 'Jamie L Carter',
      billing_street: '9 Billing Way',
      billing_zip_code: '95616',
    });
  });

  it('refuses a token used once already, and an unknown one, on the card number', async () => {
    const token = await tokenFor({ number: '4242424242424242' });
    expect((await register(registerForm({ card_token: token }))).statusCode).toBe(201);
    for (const reused of [token, 'tok_sandbox_doesnotexist']) {
      const form = registerForm({ card_token: reused, ...billing });
      const response = await register(form);
      expect(response.statusCode).toBe(422);
      expect(validationErrorSchema.parse(response.json()).errors).toEqual({
        card_number: [ACCOUNT_MESSAGES.invalidCardNumber],
      });
      expect(await savedCardOf(String(form.email))).toBeUndefined();
    }
  });

  it.each([
    ['a declined test card', '4000000000000002', 'card_number', ACCOUNT_MESSAGES.invalidCardNumber],
    ['an insufficient-funds card', '4000000000009995', 'card_number', ACCOUNT_MESSAGES.invalidCardNumber],
    [
      'a card the processor calls expired',
      '4000000000000069',
      'exp_date',
      ACCOUNT_MESSAGES.invalidExpiration,
    ],
    ['a card with another CVC', '4000000000000127', 'cvv', ACCOUNT_MESSAGES.invalidCvc],
  ])(
    'refuses %s with the spec message on its field (step 3), creating nothing',
    async (_label, number, field, message) => {
      const form = registerForm({ card_token: await tokenFor({ number }), ...billing });
      const response = await register(form);
      expect(response.statusCode).toBe(422);
      const body = validationErrorSchema.parse(response.json());
      expect(body.errors).toEqual({ [field]: [message] });
      expect(body.message).toBe(message);
      const [user] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, String(form.email)));
      expect(user).toBeUndefined();
    },
  );

  it('prefers the token when a client sends card fields as well', async () => {
    const token = await tokenFor({ number: '378282246310005', cvc: '1234' });
    const form = registerForm({
      card_token: token,
      card_number: '4242424242424242',
      exp_date: '01/33',
      cvv: '123',
    });
    expect((await register(form)).statusCode).toBe(201);
    expect(await savedCardOf(String(form.email))).toMatchObject({ brand: 'amex', last4: '0005' });
  });
});
