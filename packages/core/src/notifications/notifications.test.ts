import type { Paginator } from '@showroom/contract';
import type { Notification } from '@showroom/contract/account';
import { authUser } from '@showroom/contract/testing';
import { configureApi, notify, session } from '@showroom/core';
import { liveEvents } from '@showroom/core/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from './notifications.ts';

const TOKEN = '1|token-token-token';

function note(id: number, read = false): Notification {
  return {
    id,
    title: `Order ${id} shipped`,
    message: 'Your order is on its way.',
    link: id % 2 ? '/your_orders' : null,
    read_at: read ? '2026-01-02T10:00:00Z' : null,
    created_at: '2026-01-01T10:00:00Z',
  };
}

function pageOf(
  items: Notification[],
  page = 1,
  perPage = 10,
  total = items.length,
): Paginator<Notification> {
  const last = Math.max(1, Math.ceil(total / perPage));
  return {
    current_page: page,
    data: items,
    first_page_url: '/api/notification?page=1',
    from: items.length ? (page - 1) * perPage + 1 : null,
    last_page: last,
    last_page_url: `/api/notification?page=${last}`,
    links: [],
    next_page_url: null,
    path: '/api/notification',
    per_page: perPage,
    prev_page_url: null,
    to: items.length ? (page - 1) * perPage + items.length : null,
    total,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (data: unknown) => ({ success: true, message: '', data });

interface Server {
  pending: { count: number; data: Notification[] };
  pages: Record<number, Paginator<Notification>>;
  status: number;
}
let server: Server;
let requests: string[];
let putBodies: string[];
/** The live stream (decision 0093): what the server sends on it. */
let liveStream: ReadableStreamDefaultController<Uint8Array> | null;

/** The tab's live stream asks by URL (the other calls by Request): held open for the test to send on. */
function openLiveStream(): Response {
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      liveStream = controller;
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function stubApi() {
  requests = [];
  putBodies = [];
  liveStream = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request | string) => {
      if (typeof request === 'string') return openLiveStream();
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      if (server.status !== 200) return json({ message: 'Server error.' }, server.status);
      const id = url.pathname.match(/\/notification\/(\d+)$/)?.[1];
      if (request.method === 'PUT' && id) {
        putBodies.push(await request.text());
        return json(envelope(note(Number(id), true)));
      }
      if (url.searchParams.get('pending') === '1') return json(envelope(server.pending));
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(envelope(server.pages[page] ?? pageOf([], page, 10, 3 * 10)));
    }),
  );
}

const state = () => notifications.store.getState();

describe('notifications', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'https://platform.test/api' });
    notifications.stop();
    session.clearSession();
    notifications.reset();
    notify.store.setState({ toasts: [] });
    server = {
      pending: { count: 2, data: [note(1), note(2)] },
      pages: { 1: pageOf([note(1), note(2), note(3, true)]) },
      status: 200,
    };
    stubApi();
  });

  afterEach(() => {
    notifications.stop();
    liveEvents.reset();
  });

  it('loads the pending count as soon as a session starts, and forgets it at logout', async () => {
    notifications.start();
    expect(requests).toEqual([]);

    session.setSession({ token: TOKEN });
    await vi.waitFor(() => expect(state().pendingStatus).toBe('ready'));
    expect(requests).toEqual(['GET /api/notification?pending=1']);
    expect(state().pendingCount).toBe(2);
    expect(state().newestUnread.map((item) => item.id)).toEqual([1, 2]);

    session.clearSession();
    expect(state()).toMatchObject({ pendingCount: 0, newestUnread: [], page: null, pendingStatus: 'idle' });
  });

  it('loads the count again when the live stream tells of a new notification', async () => {
    session.setSession({ token: TOKEN });
    notifications.start();
    await vi.waitFor(() => expect(state().pendingCount).toBe(2));
    await vi.waitFor(() => expect(liveStream).not.toBeNull());
    server.pending = { count: 3, data: [note(4), note(1), note(2)] };
    const frame = 'id: 9-1\nevent: notification\ndata: {"kind":"notification","notification_id":4}\n\n';
    liveStream?.enqueue(new TextEncoder().encode(frame));
    await vi.waitFor(() => expect(state().pendingCount).toBe(3));
    expect(requests).toEqual(['GET /api/notification?pending=1', 'GET /api/notification?pending=1']);
  });

  it('loads at start when already signed in, once however often it is started', async () => {
    session.setSession({ token: TOKEN });
    notifications.start();
    notifications.start();
    await vi.waitFor(() => expect(state().pendingCount).toBe(2));
    expect(requests).toEqual(['GET /api/notification?pending=1']);
  });

  it('does not load for a pro or an admin, nor open the live stream: notifications are a homeowner’s', async () => {
    notifications.start();
    session.setSession({ token: TOKEN, user: authUser({ type: 'Contractor' }) });
    session.setSession({ token: `${TOKEN}x`, user: authUser({ type: 'Admin' }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    // An admin's stream before the one-time code would be refused, and stay closed after it.
    expect(liveStream).toBeNull();
  });

  it('does not load for a token of 10 characters or less', () => {
    notifications.start();
    session.setSession({ token: '1234567890' });
    expect(requests).toEqual([]);
  });

  it('a failed count load shows no toast (background) and says so in the state', async () => {
    server.status = 500;
    session.setSession({ token: TOKEN });
    await notifications.loadPending();
    expect(state().pendingStatus).toBe('error');
    expect(notify.store.getState().toasts).toEqual([]);
  });

  it('an answer that arrives after logout is dropped', async () => {
    notifications.start();
    session.setSession({ token: TOKEN });
    session.clearSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state().pendingCount).toBe(0);
  });

  it('loads a page with the page size asked for (default 10)', async () => {
    session.setSession({ token: TOKEN });
    await notifications.loadPage();
    await notifications.loadPage(2, 25);
    expect(requests).toEqual([
      'GET /api/notification?page=1&per_page=10',
      'GET /api/notification?page=2&per_page=25',
    ]);
    expect(state().pageStatus).toBe('ready');
  });

  it('a page past the end loads the last page instead', async () => {
    session.setSession({ token: TOKEN });
    server.pages[5] = pageOf([], 5, 10, 12);
    server.pages[2] = pageOf([note(11), note(12)], 2, 10, 12);
    await notifications.loadPage(5);
    expect(requests.at(-1)).toBe('GET /api/notification?page=2&per_page=10');
    expect(state().page?.current_page).toBe(2);
  });

  it('a failed page load leaves an error status (the catalogue shows the toast)', async () => {
    session.setSession({ token: TOKEN });
    server.status = 500;
    await notifications.loadPage();
    expect(state().pageStatus).toBe('error');
    expect(notify.store.getState().toasts.map((toast) => toast.type)).toEqual(['error']);
  });

  it('markRead puts the notification and lowers the count', async () => {
    session.setSession({ token: TOKEN });
    await notifications.loadPending();
    await notifications.loadPage();
    await notifications.markRead(1);

    expect(requests.at(-1)).toBe('PUT /api/notification/1');
    expect(putBodies).toEqual(['{}']);
    expect(state().pendingCount).toBe(1);
    expect(state().newestUnread.map((item) => item.id)).toEqual([2]);
    expect(state().page?.data.find((item) => item.id === 1)?.read_at).not.toBeNull();
  });

  it('marking an already read one leaves the count alone', async () => {
    session.setSession({ token: TOKEN });
    await notifications.loadPending();
    await notifications.loadPage();
    await notifications.markRead(3);
    expect(state().pendingCount).toBe(2);
  });

  it('marking one it has not loaded asks the server for the count again', async () => {
    session.setSession({ token: TOKEN });
    await notifications.markRead(42);
    expect(requests).toEqual(['PUT /api/notification/42', 'GET /api/notification?pending=1']);
    expect(state().pendingCount).toBe(2);
  });

  it('markRead rejects when the server refuses', async () => {
    session.setSession({ token: TOKEN });
    server.status = 500;
    await expect(notifications.markRead(1)).rejects.toThrow();
  });
});
