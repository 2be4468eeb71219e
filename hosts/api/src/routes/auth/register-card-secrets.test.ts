import { authSessionResponseSchema } from '@showroom/contract/account';
import { sandboxTokenSchema } from '@showroom/contract/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerForm } from '../../testing/register-form.ts';
import { postCardForToken } from '../../testing/sandbox-tokens.ts';
import { allTextCells } from '../../testing/table-text.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** PCI DSS: the full card number (PAN) and the CVV must never be stored or logged. */
const CARDS = [
  { number: '378282246310005', typed: '3782 822463 10005', cvv: '7319' },
  { number: '5555555555554444', typed: '5555 5555 5555 4444', cvv: '861' },
];
/** Cards that go the card frame's way: the sandbox's tokenize endpoint, then `card_token` to our API. */
const FRAME_CARDS = [
  { number: '6011111111111117', typed: '6011111111111117', cvv: '584' },
  { number: '3566002020360505', typed: '3566002020360505', cvv: '947' },
  { number: '4000000000009995', typed: '4000000000009995', cvv: '629' },
];

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    products: 0,
    log: { level: 'trace', stream: { write: (line) => logLines.push(line) } },
  });
  // A careless debug line of the kind that leaks card data in real systems: redaction must catch it.
  t.app.addHook('preHandler', async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'request dump');
  });
});
afterAll(() => t.close());

/** The CVV as a value of its own, not digits inside a longer number or a decimal fraction. */
const standalone = (digits: string) => new RegExp(`(?<![\\d.])${digits}(?!\\d)`);

describe('card data after registering with a card, typed or through the card frame', () => {
  it('is in no table and no log line; only brand, last four and the token are kept', async () => {
    const tokens: string[] = [];
    for (const card of CARDS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registerForm({
          card_number: card.typed,
          exp_date: '09/33',
          cvv: card.cvv,
          name_on_Card: 'J Carter',
        }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.body).not.toContain(card.number);
      const { token } = authSessionResponseSchema.parse(response.json()).data;
      tokens.push(token);
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(profile.json().data.payment_details.card_number).toBe(`•••• ${card.number.slice(-4)}`);
      expect(profile.body).not.toContain(card.number);
    }
    // The card frame's way: the number reaches only the processor's endpoint; our API gets a token.
    for (const card of FRAME_CARDS) {
      const tokenized = await postCardForToken(t.app, {
        number: card.number,
        cvc: card.cvv,
        name: 'J Carter',
      });
      expect(tokenized.statusCode).toBe(200);
      expect(tokenized.body).not.toContain(card.number);
      const { id } = sandboxTokenSchema.parse(tokenized.json());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: registerForm({ card_token: id, name_on_Card: 'J Carter' }),
      });
      // The insufficient-funds card is refused when saved (422), the others are kept.
      expect([201, 422]).toContain(response.statusCode);
    }
    // A card refused by the tokenize endpoint itself (wrong check digit) leaks nowhere either.
    const refused = await postCardForToken(t.app, { number: '4242424242424241', cvc: '318' });
    expect(refused.statusCode).toBe(402);
    // A rejected card must not leak either (the 422 path).
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registerForm({ card_number: '4000000000000002', exp_date: '09/33', cvv: '902' }),
    });
    expect(declined.statusCode).toBe(422);
    await t.mail.all();

    const cells = await allTextCells(t.db);
    expect(cells.length).toBeGreaterThan(100);
    expect(cells.some((cell) => cell.table === 'payment_methods' && cell.value === '4444')).toBe(true);
    const log = logLines.join('');
    expect(log).toContain('request dump');
    expect(log).toContain('[redacted]');

    expect(log).toContain('"exp_year"');
    const everyCard = [
      ...CARDS,
      ...FRAME_CARDS,
      { number: '4000000000000002', typed: '4000000000000002', cvv: '902' },
      { number: '4242424242424241', typed: '4242424242424241', cvv: '318' },
    ];
    for (const card of everyCard) {
      for (const cell of cells) {
        expect(cell.value, `${cell.table}.${cell.column}`).not.toContain(card.number);
        expect(cell.value.replace(/\D/g, ''), `${cell.table}.${cell.column}`).not.toContain(card.number);
        // Hash columns hold SHA-256/HMAC hex of random tokens, where any 3-4 digits may occur by chance.
        if (!cell.column.endsWith('_hash')) {
          expect(standalone(card.cvv).test(cell.value), `${cell.table}.${cell.column}`).toBe(false);
        }
      }
      expect(log).not.toContain(card.number);
      expect(log).not.toContain(card.typed);
      expect(standalone(card.cvv).test(log)).toBe(false);
    }
    // Bearer tokens and passwords are redacted from the same dump.
    for (const token of tokens) expect(log).not.toContain(token.split('|')[1]);
    expect(log).not.toContain('Sup3r-Secret');
  });
});
