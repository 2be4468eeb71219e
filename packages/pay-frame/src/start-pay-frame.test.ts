import {
  PAY_FRAME_CONFIG_META,
  PAYMENT_MESSAGES,
  payFrameMessage,
  SANDBOX_TOKENS_PATH,
} from '@showroom/contract/payments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import markup from './index.html?raw';
import { startPayFrame } from './start-pay-frame.ts';

const SHOP = 'https://shop.example';
type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;

/** The frame's page in a window whose parent is a fake page recording what it is told. */
function framePage(search = `?origin=${encodeURIComponent(SHOP)}&theme=%230f766e`) {
  document.documentElement.innerHTML = markup.replace(/^[\s\S]*<html[^>]*>|<\/html>[\s\S]*$/g, '');
  const listeners: Listener[] = [];
  const parent = { postMessage: vi.fn() };
  const win = {
    document,
    location: { search },
    parent,
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
  } as unknown as Window;
  const fromPage = (data: unknown, origin = SHOP, source: unknown = parent) => {
    for (const listener of listeners) listener({ origin, source, data });
  };
  const told = () => parent.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }));
  return { win, parent, fromPage, told };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
function type(id: string, value: string) {
  input(id).value = value;
  input(id).dispatchEvent(new Event('input'));
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('the card frame', () => {
  it('says it is ready, to the named origin only, with its height', async () => {
    const page = framePage();
    await startPayFrame(page.win, { fetch: vi.fn() });
    expect(page.told()).toEqual([{ message: expect.objectContaining({ type: 'ready' }), origin: SHOP }]);
    expect(document.documentElement.style.getPropertyValue('--sr-primary')).toBe('#0f766e');
  });

  it('formats as typed, shows the brand icon and moves focus (spec §5), telling the page only the brand', async () => {
    const page = framePage();
    await startPayFrame(page.win, { fetch: vi.fn() });
    type('card_number', '378282246310005');
    expect(input('card_number').value).toBe('3782 822463 10005');
    expect(document.querySelector('.brand svg')?.getAttribute('aria-label')).toBe('American Express');
    expect(document.activeElement).toBe(input('name_on_card'));
    expect(document.getElementById('cvv-help')?.textContent).toBe(PAYMENT_MESSAGES.cvcHelpAmex);
    type('exp_date', '0731');
    expect(input('exp_date').value).toBe('07/31');
    expect(document.activeElement).toBe(input('cvv'));
    type('cvv', '12345');
    expect(input('cvv').value).toBe('1234');
    const last = page.told().at(-1)?.message;
    expect(last).toMatchObject({ type: 'change', empty: false, complete: true, brand: 'amex' });
    expect(JSON.stringify(page.told())).not.toContain('378282246310005');
  });

  it('posts the card only to the tokenize endpoint and gives the page the token and display data', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        id: 'tok_sandbox_abc',
        object: 'token',
        card: { brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2031, name: 'Jamie Carter' },
      }),
    );
    const page = framePage();
    await startPayFrame(page.win, { fetch });
    type('card_number', '4242424242424242');
    type('name_on_card', 'Jamie Carter');
    type('exp_date', '07/31');
    type('cvv', '123');
    page.fromPage(payFrameMessage({ type: 'tokenize', id: 'tokenize-1' }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SANDBOX_TOKENS_PATH);
    expect(String(init.body)).toContain('card%5Bnumber%5D=4242424242424242');
    const answer = page.told().at(-1);
    expect(answer).toEqual({
      origin: SHOP,
      message: expect.objectContaining({
        type: 'tokenized',
        id: 'tokenize-1',
        result: {
          ok: true,
          card: {
            token: 'tok_sandbox_abc',
            brand: 'visa',
            last4: '4242',
            exp_month: 7,
            exp_year: 2031,
            name: 'Jamie Carter',
          },
        },
      }),
    });
    expect(JSON.stringify(page.told())).not.toContain('4242424242424242');
  });

  it('answers wrong fields with the spec messages under them, without calling the processor', async () => {
    const fetch = vi.fn();
    const page = framePage();
    await startPayFrame(page.win, { fetch });
    type('card_number', '4242424242424241');
    type('exp_date', '13/31');
    type('cvv', '12');
    page.fromPage(payFrameMessage({ type: 'tokenize', id: 't' }));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(page.told().at(-1)?.message).toMatchObject({
      result: {
        ok: false,
        errors: {
          card_number: PAYMENT_MESSAGES.invalidCardNumber,
          exp_date: PAYMENT_MESSAGES.invalidExpiration,
          cvv: PAYMENT_MESSAGES.invalidCvc,
        },
      },
    });
    expect(document.getElementById('card_number-error')?.textContent).toBe(
      PAYMENT_MESSAGES.invalidCardNumber,
    );
    expect(input('card_number').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['another origin', 'https://evil.example', 'parent'],
    ['the right origin from another window', SHOP, 'other'],
  ])('ignores a tokenize request from %s', async (_label, origin, source) => {
    const fetch = vi.fn();
    const page = framePage();
    await startPayFrame(page.win, { fetch });
    type('card_number', '4242424242424242');
    type('exp_date', '07/31');
    type('cvv', '123');
    page.fromPage(
      payFrameMessage({ type: 'tokenize', id: 't' }),
      origin,
      source === 'parent' ? page.parent : {},
    );
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(page.told().some(({ message }) => message.type === 'tokenized')).toBe(false);
  });

  it('tells nobody anything when its URL names no exact origin', async () => {
    const page = framePage('?origin=*');
    await startPayFrame(page.win, { fetch: vi.fn() });
    type('card_number', '4242');
    expect(page.parent.postMessage).not.toHaveBeenCalled();
  });

  it('shows errors the page sends (the server refused the card)', async () => {
    const page = framePage();
    await startPayFrame(page.win, { fetch: vi.fn() });
    page.fromPage(
      payFrameMessage({ type: 'show-errors', errors: { card_number: 'Your card was declined.' } }),
    );
    expect(document.getElementById('card_number-error')?.textContent).toBe('Your card was declined.');
  });

  it('uses Stripe Elements in Stripe mode, loading Stripe.js from the configured URL', async () => {
    const page = framePage();
    const meta = document.createElement('meta');
    meta.name = PAY_FRAME_CONFIG_META;
    meta.content = JSON.stringify({
      gateway: 'stripe',
      publishable_key: 'pk_test_1',
      stripe_js_url: 'https://js.stripe.test/v3/',
    });
    document.head.append(meta);
    const mount = vi.fn();
    const createPaymentMethod = vi.fn(async () => ({
      paymentMethod: {
        id: 'pm_1',
        card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2032 },
      },
    }));
    const factory = vi.fn(() => ({
      elements: () => ({ create: () => ({ mount, on: vi.fn() }) }),
      createPaymentMethod,
    }));
    const loadStripe = vi.fn(async () => factory);
    await startPayFrame(page.win, { fetch: vi.fn(), loadStripe });
    expect(loadStripe).toHaveBeenCalledWith(document, 'https://js.stripe.test/v3/');
    expect(factory).toHaveBeenCalledWith('pk_test_1');
    expect(mount).toHaveBeenCalledWith(document.getElementById('stripe-card'));
    expect(input('card_number').hidden).toBe(true);
    page.fromPage(payFrameMessage({ type: 'tokenize', id: 's' }));
    await flush();
    expect(page.told().at(-1)?.message).toMatchObject({
      result: { ok: true, card: { token: 'pm_1', brand: 'mastercard', last4: '4444' } },
    });
  });
});
