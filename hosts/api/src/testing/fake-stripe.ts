import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's test numbers that fail, with the code and message Stripe answers (README "Test cards"). */
const DECLINES: Readonly<
  Record<string, { code: string; decline_code?: string; message: string; param?: string }>
> = {
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  '4000000000000127': {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
};

const BRANDS: [RegExp, string][] = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^3[47]/, 'amex'],
  [/^6(011|5)/, 'discover'],
  [/^3(0|6|8)/, 'diners'],
  [/^35/, 'jcb'],
];

interface FakeMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  /** The test number's failure, kept instead of the number (like Stripe, the fake never echoes it). */
  decline: (typeof DECLINES)[string] | null;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  payment_method: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  /** Every request: method, path and its Idempotency-Key (or null). */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[];
  readonly intents: ReadonlyMap<string, FakeIntent>;
  readonly refunds: { payment_intent: string; amount: number }[];
  /** What Stripe.js does in the card frame: a PaymentMethod from the card, with the publishable key. */
  createPaymentMethod(card: {
    number: string;
    exp_month: number;
    exp_year: number;
    cvc: string;
  }): Promise<string>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local fake of the few Stripe API endpoints the adapter calls (customers, payment methods,
 * payment intents with manual capture, refunds), checking the API key and replaying answers of a
 * repeated Idempotency-Key as Stripe does. Bodies are form-encoded like Stripe's.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  const publishableKey = `pk_test_${randomBytes(8).toString('hex')}`;
  const methods = new Map<string, FakeMethod>();
  const intents = new Map<string, FakeIntent>();
  const refunds: { payment_intent: string; amount: number }[] = [];
  const requests: FakeStripe['requests'] = [];
  const replays = new Map<string, { body: string; status: number; answer: unknown }>();

  const cardError = (decline: NonNullable<FakeMethod['decline']>) => ({
    status: 402,
    answer: { error: { type: 'card_error', ...decline } },
  });
  const missing = (what: string) => ({
    status: 404,
    answer: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    },
  });
  const unexpectedState = (intent: FakeIntent) => ({
    status: 400,
    answer: {
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${intent.status}.`,
      },
    },
  });
  const shown = ({ decline: _decline, ...method }: FakeMethod) => method;

  function route(method: string, path: string, form: URLSearchParams, key: string) {
    const publishable = key === publishableKey;
    if (method === 'POST' && path === '/v1/payment_methods') {
      const number = form.get('card[number]') ?? '';
      const created: FakeMethod = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        card: {
          brand: BRANDS.find(([pattern]) => pattern.test(number))?.[1] ?? 'unknown',
          last4: number.slice(-4),
          exp_month: Number(form.get('card[exp_month]')),
          exp_year: Number(form.get('card[exp_year]')),
        },
        decline: DECLINES[number] ?? null,
      };
      methods.set(created.id, created);
      return { status: 200, answer: shown(created) };
    }
    // Everything else needs the secret key, as with Stripe.
    if (publishable)
      return {
        status: 401,
        answer: { error: { type: 'invalid_request_error', message: 'Publishable key used.' } },
      };
    const pmMatch = /^\/v1\/payment_methods\/(\w+)$/.exec(path);
    if (method === 'GET' && pmMatch) {
      const found = methods.get(pmMatch[1]!);
      return found ? { status: 200, answer: shown(found) } : missing('payment_method');
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = id('cus');
      const pm = methods.get(form.get('payment_method') ?? '');
      if (!pm) return missing('payment_method');
      if (pm.decline) return cardError(pm.decline);
      pm.customer = customer;
      return { status: 200, answer: { id: customer, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = methods.get(form.get('payment_method') ?? '');
      if (!pm) return missing('payment_method');
      if (form.get('capture_method') !== 'manual' || form.get('confirm') !== 'true') {
        return {
          status: 400,
          answer: { error: { type: 'invalid_request_error', message: 'The fake only authorizes.' } },
        };
      }
      if (pm.decline) return cardError(pm.decline);
      const intent: FakeIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'usd',
        capture_method: 'manual',
        status: 'requires_capture',
        payment_method: pm.id,
        customer: form.get('customer'),
        description: form.get('description'),
        metadata: { idempotency_key: form.get('metadata[idempotency_key]') ?? '' },
      };
      intents.set(intent.id, intent);
      const expanded = form.get('expand[0]') === 'payment_method';
      return { status: 200, answer: { ...intent, payment_method: expanded ? shown(pm) : pm.id } };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query the adapter sends: metadata['idempotency_key']:'<key>'.
      const key = /^metadata\['idempotency_key'\]:'(.*)'$/.exec(form.get('query') ?? '')?.[1];
      const data = [...intents.values()].filter((intent) => key && intent.metadata.idempotency_key === key);
      const expanded = form.get('expand[0]') === 'data.payment_method';
      return {
        status: 200,
        answer: {
          object: 'search_result',
          has_more: false,
          data: data.map((intent) => {
            const pm = methods.get(intent.payment_method);
            return { ...intent, payment_method: expanded && pm ? shown(pm) : intent.payment_method };
          }),
        },
      };
    }
    const piMatch = /^\/v1\/payment_intents\/(\w+)(?:\/(capture|cancel))?$/.exec(path);
    if (piMatch) {
      const intent = intents.get(piMatch[1]!);
      if (!intent) return missing('payment_intent');
      if (method === 'GET') return { status: 200, answer: intent };
      if (intent.status !== 'requires_capture') return unexpectedState(intent);
      if (piMatch[2] === 'capture') {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
      } else intent.status = 'canceled';
      return { status: 200, answer: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (intent?.status !== 'succeeded') return missing('charge');
      // Stripe refunds at most what is left unrefunded, the whole of it when no amount is given.
      const left =
        intent.amount_received -
        refunds
          .filter((each) => each.payment_intent === intent.id)
          .reduce((sum, each) => sum + each.amount, 0);
      const amount = Number(form.get('amount') ?? left);
      if (amount <= 0 || amount > left) {
        return {
          status: 400,
          answer: {
            error: {
              type: 'invalid_request_error',
              code: left === 0 ? 'charge_already_refunded' : 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left}).`,
            },
          },
        };
      }
      refunds.push({ payment_intent: intent.id, amount });
      return { status: 200, answer: { id: id('re'), object: 'refund', amount, status: 'succeeded' } };
    }
    return {
      status: 404,
      answer: { error: { type: 'invalid_request_error', message: `Unknown ${method} ${path}` } },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += chunk;
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path, idempotencyKey });
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(answer));
    };
    if (key !== secretKey && key !== publishableKey) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      return;
    }
    const replay = idempotencyKey ? replays.get(idempotencyKey) : undefined;
    if (replay) {
      if (replay.body !== body) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters.',
          },
        });
      } else send(replay.status, replay.answer);
      return;
    }
    const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
    const { status, answer } = route(method, path, method === 'GET' ? query : new URLSearchParams(body), key);
    if (idempotencyKey && method === 'POST') replays.set(idempotencyKey, { body, status, answer });
    send(status, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secretKey,
    publishableKey,
    requests,
    intents,
    refunds,
    async createPaymentMethod(card) {
      const response = await fetch(`${url}/v1/payment_methods`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${publishableKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': card.number,
          'card[exp_month]': String(card.exp_month),
          'card[exp_year]': String(card.exp_year),
          'card[cvc]': card.cvc,
        }),
      });
      return ((await response.json()) as { id: string }).id;
    },
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
