import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  authSessionResponseSchema,
  authUserResponseSchema,
} from '@showroom/contract/account';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { shipping_addresses } from '../../modules/identity/shipping-addresses-schema.ts';
import { users } from '../../modules/identity/users-schema.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { payment_methods } from '../../modules/payments/payment-methods-schema.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { registerForm } from '../../testing/register-form.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(42);
const register = (payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress });

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/register', () => {
  it('creates an Active, unverified homeowner with a session, address, welcome notification and mail', async () => {
    const form = registerForm();
    const response = await register(form);
    expect(response.statusCode).toBe(201);
    const body = authSessionResponseSchema.parse(response.json());
    expect(body.message).toBe(ACCOUNT_MESSAGES.signupThanks);
    expect(body.data.user).toMatchObject({
      type: 'User',
      status: 'Active',
      email: form.email,
      first_name: 'Jamie',
      last_name: 'Lee Carter',
      country_code: '+1',
      phone_number: '(916) 555-0199',
      zip_code: '95814',
      email_verified_at: null,
      total_projects: 0,
    });
    expect(body.data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(body.data.token) });
    expect(authUserResponseSchema.parse(me.json()).data.id).toBe(body.data.user.id);

    const [address] = await t.db
      .select()
      .from(shipping_addresses)
      .where(eq(shipping_addresses.user_id, body.data.user.id));
    expect(address).toMatchObject({
      street: '77 Riverside Drive',
      city: 'Sacramento',
      state: 'CA',
      apartment: null,
    });
    const welcome = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, body.data.user.id));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.read_at).toBeNull();

    const mail = await t.mail.lastTo(String(form.email));
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_PLATFORM_ORIGIN}/showroom/verify/[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain('Jamie');
    expect(mail?.html).toContain(mail?.links[0]);
    expect((await userRow(String(form.email)))?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('keeps a one-word name as the first name', async () => {
    const response = await register(registerForm({ full_name: '  Cher  ' }));
    expect(authSessionResponseSchema.parse(response.json()).data.user).toMatchObject({
      first_name: 'Cher',
      last_name: '',
    });
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    for (const email of [DEMO_ACCOUNTS.logins.homeowner.email, 'HOMEOWNER@showroom.test']) {
      const response = await register(registerForm({ email }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: ACCOUNT_MESSAGES.emailTaken,
        errors: { email: [ACCOUNT_MESSAGES.emailTaken] },
      });
    }
  });

  it('refuses the second of two simultaneous registrations with one e-mail', async () => {
    const form = registerForm();
    const codes = (await Promise.all([register(form), register(form)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422]);
  });

  it('stores the showroom registered through when it is an active pro, otherwise none', async () => {
    const contractor = await t.userIdOf(DEMO_ACCOUNTS.logins.contractor.email);
    const closed = await t.userIdOf('closed01@pros.showroom.test');
    const homeowner = await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email);
    const cases: [unknown, number | null][] = [
      [contractor, contractor],
      [String(contractor), contractor],
      [closed, null],
      [homeowner, null],
      [999_999, null],
      [0, null],
    ];
    for (const [shop_id, stored] of cases) {
      const form = registerForm({ shop_id });
      expect((await register(form)).statusCode, `shop_id ${shop_id}`).toBe(201);
      expect((await userRow(String(form.email)))?.shop_id, `shop_id ${shop_id}`).toBe(stored);
    }
  });

  it.each([
    ['missing full name', { full_name: undefined }, 'full_name'],
    ['blank full name', { full_name: '   ' }, 'full_name'],
    ['full name of the wrong type', { full_name: 42 }, 'full_name'],
    ['overlong full name', { full_name: 'x'.repeat(256) }, 'full_name'],
    ['missing e-mail', { email: undefined }, 'email'],
    ['malformed e-mail', { email: 'jamie@' }, 'email'],
    ['short password', { password: 'short12' }, 'password'],
    ['overlong password', { password: 'p'.repeat(129) }, 'password'],
    ['malformed country code', { country_code: '1' }, 'country_code'],
    ['malformed phone number', { phone_number: 'call me' }, 'phone_number'],
    ['malformed zip code', { zip_code: '95814!' }, 'zip_code'],
    ['terms not accepted', { agree: false }, 'agree'],
    ['missing shipping street', { shipping_street: undefined }, 'shipping_street'],
    ['overlong shipping city', { shipping_city: 'c'.repeat(101) }, 'shipping_city'],
    ['a shipping state outside the US list', { shipping_state: 'Calif' }, 'shipping_state'],
    ['a shipping ZIP code of another state', { shipping_zip_code: '10001' }, 'shipping_zip_code'],
    ['a malformed shipping ZIP code', { shipping_zip_code: 'N/A' }, 'shipping_zip_code'],
    ['overlong card number', { card_number: '4'.repeat(24) }, 'card_number'],
    ['another user type', { type: 'Admin' }, 'type'],
    ['a negative shop id', { shop_id: -1 }, 'shop_id'],
  ])('rejects %s with a 422 on the field, creating nothing', async (_label, overrides, field) => {
    const form = registerForm(overrides);
    const response = await register(form);
    expect(response.statusCode).toBe(422);
    const body = validationErrorSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.invalidGiven);
    expect(body.errors[field]?.length).toBeGreaterThan(0);
    if (typeof form.email === 'string') expect(await userRow(form.email)).toBeUndefined();
  });
});

describe('POST /api/register with a card (step 3)', () => {
  const card = (number: string, exp_date = '12/34', cvv = '123') => ({
    card_number: number,
    name_on_Card: 'Jamie L Carter',
    exp_date,
    cvv,
    pay_street: '9 Billing Way',
    pay_city: 'Davis',
    pay_state: 'CA',
    pay_zip_code: '95616',
  });

  it.each([
    ['visa', '4242 4242 4242 4242', '123', '4242'],
    ['mastercard', '5555555555554444', '321', '4444'],
    ['amex', '3782 822463 10005', '1234', '0005'],
  ])('saves a %s card as brand, last four, expiry and token only', async (brand, number, cvv, last4) => {
    const form = registerForm(card(number, '07/2031', cvv));
    const response = await register(form);
    expect(response.statusCode).toBe(201);
    const userId = authSessionResponseSchema.parse(response.json()).data.user.id;
    const [saved] = await t.db.select().from(payment_methods).where(eq(payment_methods.user_id, userId));
    expect(saved).toMatchObject({
      gateway: 'sandbox',
      brand,
      last4,
      exp_month: 7,
      exp_year: 2031,
      name_on_card: 'Jamie L Carter',
      billing_street: '9 Billing Way',
      billing_zip_code: '95616',
    });
    expect(saved?.gateway_token).toMatch(/^sandbox_card_[A-Za-z0-9]{24}$/);
  });

  it.each([
    ['a number failing the Luhn check', card('4242424242424241'), ['card_number']],
    ['a declined test card', card('4000000000000002'), ['card_number']],
    ['a card the processor calls expired', card('4000000000000069'), ['exp_date']],
    ['a card the processor says has another CVC', card('4000000000000127'), ['cvv']],
    ['letters in the number', card('4242abcd42424242'), ['card_number']],
    ['an expiry in the past', card('4242424242424242', '01/20'), ['exp_date']],
    ['month 13', card('4242424242424242', '13/30'), ['exp_date']],
    ['an expiry without a slash', card('4242424242424242', '1230'), ['exp_date']],
    ['a two-digit CVC', card('4242424242424242', '12/34', '12'), ['cvv']],
    ['an amex with a three-digit CID', card('378282246310005', '12/34', '123'), ['cvv']],
    ['a visa with a four-digit CVC', card('4242424242424242', '12/34', '1234'), ['cvv']],
    ['only a name on the card', { name_on_Card: 'Jamie' }, ['card_number', 'exp_date', 'cvv']],
  ])('rejects %s with the spec message on the field, creating nothing', async (_label, fields, failing) => {
    const form = registerForm(fields);
    const response = await register(form);
    expect(response.statusCode).toBe(422);
    const body = validationErrorSchema.parse(response.json());
    const messages: Record<string, string> = {
      card_number: ACCOUNT_MESSAGES.invalidCardNumber,
      exp_date: ACCOUNT_MESSAGES.invalidExpiration,
      cvv: ACCOUNT_MESSAGES.invalidCvc,
    };
    expect(body.errors).toEqual(Object.fromEntries(failing.map((field) => [field, [messages[field]]])));
    expect(body.message).toBe(messages[failing[0]!]);
    expect(await userRow(String(form.email))).toBeUndefined();
  });

  it('accepts an expiry in the current month', async () => {
    const now = t.clock.now();
    const exp = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100)}`;
    expect((await register(registerForm(card('4242424242424242', exp)))).statusCode).toBe(201);
  });

  it('ignores a billing address without card fields', async () => {
    const response = await register(registerForm({ pay_street: '1 Nowhere', pay_city: 'X' }));
    expect(response.statusCode).toBe(201);
    const userId = authSessionResponseSchema.parse(response.json()).data.user.id;
    const rows = await t.db
      .select()
      .from(payment_methods)
      .where(eq(payment_methods.user_id, userId))
      .orderBy(desc(payment_methods.id));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/register limits', () => {
  const { max } = RATE_LIMITS.registrationsPerIp;

  it(`answers ${max} of 100 probes of a taken e-mail from one address, then 429`, async () => {
    const ip = freshIp();
    const answers: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const response = await register(registerForm({ email: DEMO_ACCOUNTS.logins.homeowner.email }), ip);
      answers.push(response.statusCode === 422 ? response.json().message : String(response.statusCode));
    }
    expect(answers).toEqual([
      ...Array(max).fill(ACCOUNT_MESSAGES.emailTaken),
      ...Array(100 - max).fill('429'),
    ]);
    const refused = await register(registerForm(), ip);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(registerForm())).statusCode).toBe(201);
  });

  it('opens an address again after the hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < max; i += 1)
      await register(registerForm({ email: DEMO_ACCOUNTS.logins.vendor.email }), ip);
    expect((await register(registerForm(), ip)).statusCode).toBe(429);
    t.clock.advance(RATE_LIMITS.registrationsPerIp.windowMs);
    expect((await register(registerForm(), ip)).statusCode).toBe(201);
  });
});
