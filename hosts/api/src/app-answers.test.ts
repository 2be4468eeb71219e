/**
 * The spec's calls answer the same bodies whatever the server's inside looks like (issue #21): a fixed
 * script of calls — every route by every kind of caller, and a purchase from cart to a vendor's status
 * change — is replayed, its answers normalised (tokens, times, random order numbers) and compared with
 * the answers recorded before the house was reshaped (`__snapshots__/`). A change there is a
 * change the spec's clients see: make it on purpose, and record it anew with `vitest run -u`.
 */
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { CALLERS, headersOf } from './testing/access-callers.ts';
import { MATRIX_ROUTES } from './testing/access-matrix.ts';
import {
  addToCart,
  cardToken,
  checkoutSummary,
  newHomeowner,
  placeOrder,
  useCheckoutTestApp,
} from './testing/checkout-test-kit.ts';
import { injectedBody } from './testing/injected-body.ts';
import { bearer } from './testing/test-app.ts';

const kit = useCheckoutTestApp();

interface Answer {
  call: string;
  status: number;
  body: unknown;
}

const PATTERNS: [RegExp, string][] = [
  [/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/, '<time>'],
  // A day (the console's week): the script runs on today's calendar, so its days move with the date.
  [/^\d{4}-\d{2}-\d{2}$/, '<day>'],
  [/^\d+\|[A-Za-z0-9]{40}$/, '<bearer token>'],
  [/^SR-[0-9A-Z]{8}$/, '<order number>'],
  [/^[A-Za-z0-9_-]{43}$/, '<random code>'],
  [/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '<uuid>'],
];

/** What may differ between two runs of the same script: random tokens, ids of new rows' keys, times. */
function normalised(value: unknown): unknown {
  if (typeof value === 'string') {
    const pattern = PATTERNS.find(([re]) => re.test(value));
    if (pattern) return pattern[1];
    return value
      .replace(/buyer-[0-9a-f-]{36}@/g, 'buyer-<uuid>@')
      .replace(/SR-[0-9A-Z]{8}/g, '<order number>');
  }
  if (Array.isArray(value)) return value.map(normalised);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, /token/i.test(key) ? '<token>' : normalised(inner)]),
    );
  }
  return value;
}

async function answerOf(
  call: string,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
): Promise<Answer> {
  const json = String(response.headers['content-type'] ?? '').includes('json');
  const body = json ? normalised(JSON.parse(response.body)) : `<${response.headers['content-type']}>`;
  return { call, status: response.statusCode, body };
}

/**
 * Ids of the rows the script makes hang on what ran before (PostgreSQL's sequences skip numbers that
 * PGlite's do not): each distinct id becomes `<id N>` in order of first appearance, keeping which
 * answers name the same row.
 */
function withNewRowIds(answers: Answer[]): unknown {
  const seen = new Map<number, string>();
  const rename = (value: unknown, key = ''): unknown => {
    if (typeof value === 'number' && (key === 'id' || key.endsWith('_id'))) {
      if (!seen.has(value)) seen.set(value, `<id ${seen.size + 1}>`);
      return seen.get(value);
    }
    if (Array.isArray(value)) return value.map((inner) => rename(inner));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, rename(inner, k)]));
    }
    return value;
  };
  return rename(answers);
}

/** Callers that got the same answer share one entry, so the recording stays readable. */
function groupedByAnswer(answers: Answer[]): { callers: string[]; status: number; body: unknown }[] {
  const groups = new Map<string, { callers: string[]; status: number; body: unknown }>();
  for (const { call, status, body } of answers) {
    const key = JSON.stringify([status, body]);
    const group = groups.get(key) ?? { callers: [], status, body };
    group.callers.push(call);
    groups.set(key, group);
  }
  return [...groups.values()];
}

describe('the answers', () => {
  it.each(Object.entries(MATRIX_ROUTES))(
    'of %s are the recorded ones, for every caller',
    async (key, route) => {
      const method = key.split(' ', 1)[0] as HTTPMethods;
      const answers: Answer[] = [];
      for (const caller of CALLERS) {
        const response = await kit.t.app.inject({
          method,
          url: route.url,
          headers: await headersOf(kit.t, caller),
          ...(route.payload ? { payload: route.payload } : {}),
          ...(route.stream ? { payloadAsStream: true } : {}),
        });
        // A stream that opened never ends by itself: its answer is its status and content type.
        const body = route.stream ? await injectedBody(response) : response.body;
        answers.push(await answerOf(caller, { ...response, body }));
      }
      expect(groupedByAnswer(answers)).toMatchSnapshot();
    },
  );

  it('are the recorded ones along a purchase, from the cart to a vendor moving an item', async () => {
    const answers: Answer[] = [];
    const buyer = await newHomeowner(kit);
    const [a, b] = kit.sizes;
    const as = (token: string) => bearer(token);
    const call = async (name: string, method: HTTPMethods, url: string, token: string, payload?: object) =>
      answers.push(
        await answerOf(
          name,
          await kit.t.app.inject({ method, url, headers: as(token), ...(payload ? { payload } : {}) }),
        ),
      );
    const showroom = kit.homepro.userId;

    await addToCart(kit, buyer, a, 2);
    await addToCart(kit, buyer, b, 1);
    await call('cart', 'GET', `/api/projectCart?showroom=${showroom}`, buyer.token);
    answers.push(await answerOf('summary', await checkoutSummary(kit, buyer)));
    answers.push(await answerOf('summary with a coupon', await checkoutSummary(kit, buyer, 'WELCOME5')));
    const placed = await placeOrder(kit, buyer, 'replay-purchase-key-1', {
      payment: { card_token: await cardToken(kit) },
    });
    answers.push(await answerOf('place order', placed));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { data: { id: number } }).data.id;
    await call('cart after', 'GET', `/api/projectCart?showroom=${showroom}`, buyer.token);
    await call('orders', 'GET', '/api/orders', buyer.token);
    await call('order', 'GET', `/api/orders/${orderId}`, buyer.token);
    await call('items', 'GET', `/api/orders/${orderId}/items`, buyer.token);
    await call('notifications', 'GET', '/api/notification', buyer.token);

    const vendorToken = await kit.t.tokenFor(DEMO_ACCOUNTS.logins.vendor.email);
    const items = (await kit.t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/items`,
      headers: as(vendorToken),
    })) as { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown };
    answers.push(await answerOf('items as the demo vendor', items));
    const vendorItem = (items.json() as { data?: { id: number }[] }).data?.[0];
    if (vendorItem) {
      await call('vendor moves an item', 'PUT', `/api/order_items/${vendorItem.id}/status`, vendorToken, {
        status: 'Processing',
      });
    }
    await call('cancel the order', 'POST', `/api/orders/${orderId}/cancel`, buyer.token);
    await call('order after cancel', 'GET', `/api/orders/${orderId}`, buyer.token);
    expect(withNewRowIds(answers)).toMatchSnapshot();
  }, 30_000);
});
