/**
 * A fetch stand-in answering the order calls (`/api/orders`, `/api/orders/{id}`, its `/items`,
 * `/address` and `/cancel`) the way the contract describes them, for tests (`vi.stubGlobal('fetch', stub.fetch)`)
 * and stories, and the live events stream (`/api/events`, held open; `setItemStatus` changes an item
 * and tells the open streams, as the server does). Other paths get the catalogue's 404, so an
 * unexpected call fails visibly.
 */
import { DEFAULT_PAGE_SIZE, formatMessage, MESSAGES, toValidationError } from '@showroom/contract';
import { usStateOf } from '@showroom/contract/account';
import {
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderItemStatus,
  type OrderSummary,
  orderAddressChangeRequestSchema,
  orderSummarySchema,
} from '@showroom/contract/orders';
import { demoOrderDetail, demoPage } from '@showroom/contract/testing';

export interface OrdersApiOptions {
  /** The homeowner's orders, newest first; default: the demo order (cancellable) and two older ones. */
  orders?: OrderDetail[];
  /** Answer the order list with this status instead (e.g. 500). */
  listStatus?: number;
  latencyMs?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The demo homeowner's orders: the newest still within its cancel window. */
export function demoOrders(count = 3): OrderDetail[] {
  return Array.from({ length: count }, (_, index) =>
    demoOrderDetail(42 - index, index === 0 ? { can_cancel: true } : {}),
  );
}

/** An order as the list shows it: the contract's summary fields, nothing more. */
const summaryOf = (order: OrderDetail): OrderSummary => orderSummarySchema.parse(order);

export function createOrdersApi(options: OrdersApiOptions = {}) {
  // A copy, so one test's or story's cancellation stays its own.
  const state = { ...options, orders: structuredClone(options.orders ?? demoOrders()) };
  const requests: string[] = [];
  const liveStreams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  let eventId = 0;

  /** The tab's live stream: open until the client lets go; not counted among the order calls. */
  function openLiveStream(signal: AbortSignal | null | undefined): Response {
    let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        stream = controller;
        liveStreams.add(controller);
      },
    });
    signal?.addEventListener('abort', () => {
      if (stream) liveStreams.delete(stream);
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  }

  /** A vendor or admin moves an item on: the order changes, and every open stream hears of it. */
  function setItemStatus(orderId: number, itemId: number, status: OrderItemStatus): void {
    const order = state.orders.find((candidate) => candidate.id === orderId);
    const item = order?.vendors_items.flatMap((group) => group.items).find((each) => each.id === itemId);
    if (!order || !item) throw new Error(`no item ${itemId} in order ${orderId}`);
    const now = new Date().toISOString();
    item.status = status;
    item.status_date = now;
    order.timeline.push({
      order_item_id: item.id,
      product_name: item.product_name,
      vendor: item.vendor,
      status,
      changed_at: now,
    });
    eventId += 1;
    const event = { kind: 'order_item_status', order_id: orderId, order_item_id: itemId, status };
    const frame = `id: 1-${eventId}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const stream of liveStreams) stream.enqueue(new TextEncoder().encode(frame));
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/api\//, '');
    if (path === 'orders' && request.method === 'GET') {
      if (state.listStatus) return json({ message: MESSAGES.serverErrorFallback }, state.listStatus);
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? DEFAULT_PAGE_SIZE);
      return json({
        success: true,
        message: '',
        data: demoPage(state.orders.map(summaryOf), page, perPage, '/api/orders'),
      });
    }
    const [, id, action] = path.match(/^orders\/(\d+)(?:\/(items|cancel|address))?$/) ?? [];
    const order = state.orders.find((candidate) => candidate.id === Number(id));
    if (!order) return json({ message: MESSAGES.notFoundFallback }, 404);
    if (action === 'items' && request.method === 'GET') {
      return json({ success: true, message: '', data: order.vendors_items.flatMap((group) => group.items) });
    }
    if (action === 'cancel' && request.method === 'POST') return cancel(order);
    if (action === 'address' && request.method === 'PUT') return changeAddress(order, await request.json());
    if (!action && request.method === 'GET') return json({ success: true, message: '', data: order });
    return json({ message: MESSAGES.notFoundFallback }, 404);
  }

  /** Like the server: the US rule, the window, and the order's own state only. */
  function changeAddress(order: OrderDetail, body: unknown): Response {
    const parsed = orderAddressChangeRequestSchema.safeParse(body);
    if (!parsed.success) return json(toValidationError(parsed.error), 422);
    if (!order.can_cancel) return json({ message: ORDER_MESSAGES.addressChangeWindowOver }, 422);
    const { state: region, apartment, ...rest } = parsed.data;
    if (region !== order.shipping_address.state) {
      const name = usStateOf(order.shipping_address.state)?.name ?? order.shipping_address.state;
      const message = formatMessage(ORDER_MESSAGES.addressOtherState, { state: name });
      return json({ message, errors: { state: [message] } }, 422);
    }
    order.shipping_address = { ...rest, state: region, apartment: apartment ?? null };
    return json({ success: true, message: ORDER_MESSAGES.addressChanged, data: order });
  }

  function cancel(order: OrderDetail): Response {
    if (order.state === 'cancelled') return json({ message: ORDER_MESSAGES.alreadyCancelled }, 409);
    if (!order.can_cancel) return json({ message: ORDER_MESSAGES.cancelWindowOver }, 409);
    const now = new Date().toISOString();
    order.state = 'cancelled';
    order.can_cancel = false;
    order.cancelled_at = now;
    for (const group of order.vendors_items) {
      for (const item of group.items) {
        item.status = 'Cancle';
        item.status_date = now;
        order.timeline.push({
          order_item_id: item.id,
          product_name: item.product_name,
          vendor: item.vendor,
          status: 'Cancle',
          changed_at: now,
        });
      }
    }
    return json({ success: true, message: ORDER_MESSAGES.orderCancelled, data: order });
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/events')) return openLiveStream(init?.signal ?? request.signal);
    requests.push(`${request.method} ${url.pathname.replace(/^.*\/api\//, '/api/')}${url.search}`);
    if (state.latencyMs) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    return answer(request);
  }

  return {
    fetch,
    requests,
    state,
    setItemStatus,
    /** How many live streams are open now. */
    liveStreamCount: () => liveStreams.size,
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
