import { demoOrderDetail, demoOrderItems, demoOrderSummary, demoPage } from '@showroom/contract/testing';
import { ApiError, configureApi, notify } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelOrder,
  loadOrder,
  loadOrderItems,
  loadOrderPage,
  setOrderItemStatus,
} from './order-requests.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: string[];
let answer: (request: Request) => Response | Promise<Response>;

beforeEach(() => {
  configureApi({ baseUrl: 'https://platform.test/api' });
  notify.store.setState({ toasts: [] });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return answer(request);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const toasts = () => notify.store.getState().toasts.map(({ type, message }) => `${type}: ${message}`);

describe('order requests', () => {
  it('load a page of orders with the spec pagination parameters', async () => {
    const orders = Array.from({ length: 11 }, (_, index) => demoOrderSummary(42 - index));
    answer = () => json({ success: true, message: '', data: demoPage(orders, 2, 10, '/api/orders') });
    const page = await loadOrderPage(2, 10);
    expect(calls).toEqual(['GET /api/orders?page=2&per_page=10']);
    expect(page.data.map((order) => order.order_number)).toEqual(['SR-1032']);
  });

  it('load one order and its items', async () => {
    answer = (request) =>
      json({
        success: true,
        message: '',
        data: request.url.endsWith('/items') ? demoOrderItems() : demoOrderDetail(42),
      });
    expect((await loadOrder(42)).timeline.length).toBeGreaterThan(0);
    expect(await loadOrderItems(42)).toHaveLength(3);
    expect(calls).toEqual(['GET /api/orders/42', 'GET /api/orders/42/items']);
  });

  it('cancel an order and toast the server message', async () => {
    answer = () =>
      json({
        success: true,
        message: 'Your order has been cancelled.',
        data: demoOrderDetail(42, { state: 'cancelled' }),
      });
    const order = await cancelOrder(42);
    expect(order.state).toBe('cancelled');
    expect(calls).toEqual(['POST /api/orders/42/cancel']);
    expect(toasts()).toEqual(['success: Your order has been cancelled.']);
  });

  it('send a new status and toast the server message', async () => {
    let sent: unknown;
    answer = async (request) => {
      sent = await request.json();
      return json({
        success: true,
        message: 'Order item status updated.',
        data: demoOrderItems('vendor')[0],
      });
    };
    await setOrderItemStatus(501, 'Vendor Approved');
    expect(calls).toEqual(['PUT /api/order_items/501/status']);
    expect(sent).toEqual({ status: 'Vendor Approved' });
    expect(toasts()).toEqual(['success: Order item status updated.']);
  });

  it('reject with the error the catalogue has already shown when the server refuses', async () => {
    answer = () => json({ message: 'You are not allowed to set this status.' }, 403);
    await expect(setOrderItemStatus(501, 'Delivered')).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual(['error: You are not allowed to set this status.']);
  });

  it('show why a cancellation was refused even where the catalogue keeps quiet (409)', async () => {
    answer = () => json({ message: 'This order can no longer be cancelled.' }, 409);
    await expect(cancelOrder(42)).rejects.toMatchObject({ status: 409 });
    expect(toasts()).toEqual(['error: This order can no longer be cancelled.']);
  });

  it('reject an answer that does not match the contract', async () => {
    answer = () => json({ success: true, message: '', data: { id: 'x' } });
    await expect(loadOrder(42)).rejects.toMatchObject({ kind: 'contract' });
  });
});
