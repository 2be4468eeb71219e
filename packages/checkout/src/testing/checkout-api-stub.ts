/**
 * A fetch stand-in answering the checkout screens' calls (`/api/profile`, `/api/checkout/summary`,
 * `/api/checkout`, `/api/orders/{id}` and its cancel) like hosts/api does, for tests
 * (`vi.stubGlobal('fetch', stub.fetch)`) and stories. Other paths get the catalogue's 404, so a
 * screen making an unexpected call fails visibly. Card tokens containing `declined` are refused
 * with the processor's message, as the sandbox gateway's 4000 0000 0000 0002 is.
 */
import { MESSAGES, toValidationError } from '@showroom/contract';
import { ACCOUNT_MESSAGES, type Profile, profileUpdateRequestSchema } from '@showroom/contract/account';
import {
  type CheckoutSummary,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyField,
  placeOrderRequestSchema,
} from '@showroom/contract/checkout';
import { ORDER_MESSAGES, type OrderDetail } from '@showroom/contract/orders';
import { DEMO_CHECKOUT_PROFILE, demoOrder, demoSummary, type SummaryOptions } from './checkout-fixtures.ts';

/** The processor's message for a declined card (the sandbox gateway's test card 4000 0000 0000 0002). */
export const DECLINED_MESSAGE = 'Your card was declined.';
/** The demo coupon: 10% off. */
export const DEMO_COUPON = 'WELCOME10';
/** A coupon offering $20.00 that the showroom's markup cuts to $12.40 (spec §6). */
export const CAPPED_COUPON = 'TWENTYOFF';

export interface CheckoutApiOptions extends SummaryOptions {
  profile?: Profile;
  /** Answer these calls with this status instead (e.g. `{ summary: 500 }`). */
  fail?: Partial<Record<'profile' | 'summary' | 'order' | 'cancel', number>>;
  /** `POST /api/checkout` answers this status without charging (500), or never answers (`network`). */
  placeFailure?: number | 'network' | undefined;
  /** Stock the server finds short at payment time (sends the user back to checkout). */
  stockAtPayment?: CheckoutSummary['stock_problems'];
  /** The order `GET /api/orders/{id}` answers (default: none until one is placed). */
  order?: OrderDetail;
  latencyMs?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createCheckoutApi(options: CheckoutApiOptions = {}) {
  // Copies, so one test's or story's changes stay its own.
  const state = {
    ...options,
    profile: structuredClone(options.profile ?? DEMO_CHECKOUT_PROFILE),
    orders: new Map<number, OrderDetail>(
      options.order ? [[options.order.id, structuredClone(options.order)]] : [],
    ),
    /** Idempotency-Key → [request body, status, answer]. */
    keys: new Map<string, [string, number, unknown]>(),
    charges: 0,
  };
  const requests: string[] = [];
  const keysSent: string[] = [];

  const summary = (coupon: string | null) => {
    const code = coupon?.trim().toUpperCase() || null;
    const capped = code === CAPPED_COUPON;
    const applied = code === DEMO_COUPON || capped;
    return demoSummary({
      ...state,
      address: state.address ?? state.profile.shipping_address !== null,
      shippingCharge: state.profile.shipping_charge,
      discountPercent: applied ? 10 : 0,
      ...(capped ? { discountDollars: 12.4 } : {}),
      coupon: code
        ? {
            code,
            applied,
            message: applied ? ORDER_MESSAGES.couponApplied : ORDER_MESSAGES.couponUnknown,
            offered_discount: capped ? 20 : null,
          }
        : null,
    });
  };

  function place(body: unknown, key: string | null): Response {
    const checkedKey = idempotencyKeyField().safeParse(key);
    if (!checkedKey.success) return json(toValidationError(checkedKey.error), 422);
    keysSent.push(checkedKey.data);
    const parsed = placeOrderRequestSchema.safeParse(body);
    if (!parsed.success) return json(toValidationError(parsed.error), 422);
    const text = JSON.stringify(parsed.data);
    const seen = state.keys.get(checkedKey.data);
    if (seen && seen[0] !== text)
      return json(
        {
          message: ORDER_MESSAGES.idempotencyKeyReused,
          errors: { key: [ORDER_MESSAGES.idempotencyKeyReused] },
        },
        422,
      );
    if (seen) return json(seen[2], seen[1]);
    const answer = placeNew(parsed.data);
    if (answer.status === 201) state.keys.set(checkedKey.data, [text, answer.status, answer.body]);
    return json(answer.body, answer.status);
  }

  function placeNew(request: typeof placeOrderRequestSchema._zod.output): { status: number; body: unknown } {
    if (typeof state.placeFailure === 'number')
      return { status: state.placeFailure, body: { message: MESSAGES.serverErrorFallback } };
    const stock = state.stockAtPayment ?? [];
    if (stock.length > 0) {
      state.stockProblems = stock;
      const errors = Object.fromEntries(
        stock.map((problem) => [`lines.${problem.line_id}.qty`, [`Only ${problem.available} left.`]]),
      );
      return { status: 422, body: { message: ORDER_MESSAGES.stockShort, errors } };
    }
    if ('card_token' in request.payment && request.payment.card_token.includes('declined'))
      return { status: 422, body: { message: DECLINED_MESSAGE, errors: { payment: [DECLINED_MESSAGE] } } };
    const card =
      'card_token' in request.payment
        ? { brand: 'visa', last4: request.payment.card_token.slice(-4) }
        : {
            brand: state.profile.payment_details?.brand ?? 'visa',
            last4: state.profile.payment_details?.last4 ?? '',
          };
    state.charges++;
    const order = demoOrder(summary(request.coupon_code ?? null), card, 1041 + state.charges);
    state.orders.set(order.id, order);
    return { status: 201, body: { success: true, message: ORDER_MESSAGES.orderPlaced, data: order } };
  }

  function cancel(order: OrderDetail | undefined): Response {
    if (!order) return json({ message: MESSAGES.notFoundFallback }, 404);
    if (state.fail?.cancel) return json({ message: MESSAGES.serverErrorFallback }, state.fail.cancel);
    order.state = 'cancelled';
    order.can_cancel = false;
    order.cancelled_at = '2026-01-31T18:20:00.000Z';
    for (const vendor of order.vendors_items) for (const item of vendor.items) item.status = 'Cancle';
    return json({ success: true, message: ORDER_MESSAGES.orderCancelled, data: order });
  }

  function updateProfile(body: unknown): Response {
    const parsed = profileUpdateRequestSchema.safeParse(body);
    if (!parsed.success) return json(toValidationError(parsed.error), 422);
    const { street, city, state: region, zip_code, apartment } = parsed.data;
    state.profile.shipping_address = { street, city, state: region, zip_code, apartment: apartment ?? null };
    // The saved address now passes the US-address rule.
    state.addressProblem = null;
    // The demo's rule: outside California shipping costs more.
    state.profile.shipping_charge = region.toUpperCase() === 'CA' ? 25 : 60;
    return json({
      success: true,
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: { shipping_charge: state.profile.shipping_charge },
    });
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/api\//, '');
    const failed = (call: keyof NonNullable<CheckoutApiOptions['fail']>) =>
      state.fail?.[call] ? json({ message: MESSAGES.serverErrorFallback }, state.fail[call]) : null;
    if (path === 'profile' && request.method === 'GET')
      return failed('profile') ?? json({ success: true, message: '', data: state.profile });
    if (path === 'profile' && request.method === 'PUT') return updateProfile(await request.json());
    if (path === 'checkout/summary')
      return (
        failed('summary') ??
        json({ success: true, message: '', data: summary(url.searchParams.get('coupon_code')) })
      );
    if (path === 'checkout' && request.method === 'POST') {
      if (state.placeFailure === 'network') throw new TypeError('Failed to fetch');
      return place(await request.json(), request.headers.get(IDEMPOTENCY_KEY_HEADER));
    }
    // After a purchase the cart store reloads: the cart is spent.
    if (path === 'projectCart' && request.method === 'GET')
      return json({ success: true, message: '', data: null });
    const orderId = Number(path.match(/^orders\/(\d+)(\/cancel)?$/)?.[1]);
    const order = state.orders.get(orderId);
    if (request.method === 'POST' && path.endsWith('/cancel')) return cancel(order);
    if (request.method === 'GET' && orderId) {
      return (
        failed('order') ??
        (order
          ? json({ success: true, message: '', data: order })
          : json({ message: MESSAGES.notFoundFallback }, 404))
      );
    }
    return json({ message: MESSAGES.notFoundFallback }, 404);
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname.replace(/^.*\/api\//, '/api/')}${url.search}`);
    if (state.latencyMs) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    return answer(request);
  }

  return {
    fetch,
    requests,
    keysSent,
    state,
    /** How many times a card was charged. */
    charges: () => state.charges,
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;
