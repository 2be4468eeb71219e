import { configureApi, session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from './live-events.ts';

const TOKEN = '1|aaaaaaaaaaaaaaaaaaaa';
const OTHER_TOKEN = '2|bbbbbbbbbbbbbbbbbbbb';

interface Opened {
  url: string;
  headers: Headers;
  send(frame: string): void;
  end(): void;
  aborted: boolean;
}

let opened: Opened[];
let answer: () => number;

function stubServer() {
  opened = [];
  answer = () => 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const status = answer();
      if (status !== 200) return new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status });
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      const stream: Opened = {
        url: String(input),
        headers: new Headers(init?.headers),
        send: (frame) => controller.enqueue(new TextEncoder().encode(frame)),
        end: () => controller.close(),
        aborted: false,
      };
      init?.signal?.addEventListener('abort', () => {
        stream.aborted = true;
      });
      opened.push(stream);
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
}

const statusFrame = (id: string, itemId: number, status: string) =>
  `id: ${id}\nevent: order_item_status\ndata: ${JSON.stringify({ kind: 'order_item_status', order_id: 1, order_item_id: itemId, status })}\n\n`;

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(() => {
  configureApi({ baseUrl: 'https://platform.test/api' });
  session.setSession({ token: null, user: null });
  stubServer();
});

afterEach(() => {
  liveEvents.reset();
  session.setSession({ token: null, user: null });
});

describe('liveEvents', () => {
  it('opens no stream while signed out, one stream with the bearer token once signed in', async () => {
    liveEvents.subscribe('order_item_status', () => {});
    liveEvents.subscribe('notification', () => {});
    expect(opened).toHaveLength(0);
    session.setSession({ token: TOKEN });
    await until(() => liveEvents.store.getState().status === 'open');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.url).toBe('https://platform.test/api/events');
    expect(opened[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('hands each listener the events of its kind only', async () => {
    session.setSession({ token: TOKEN });
    const statuses: string[] = [];
    const notifications: number[] = [];
    liveEvents.subscribe('order_item_status', (event) => statuses.push(event.status));
    liveEvents.subscribe('notification', (event) => notifications.push(event.notification_id));
    await until(() => opened.length === 1);
    opened[0]?.send(statusFrame('10-1', 7, 'Shipped'));
    opened[0]?.send(`id: 10-2\nevent: notification\ndata: {"kind":"notification","notification_id":3}\n\n`);
    opened[0]?.send(`id: 10-3\nevent: future\ndata: {"kind":"something_new"}\n\n`);
    await until(() => notifications.length === 1);
    expect(statuses).toEqual(['Shipped']);
    expect(notifications).toEqual([3]);
  });

  it('comes back after the server ends the stream, resuming from the last event it had', async () => {
    session.setSession({ token: TOKEN });
    const statuses: string[] = [];
    liveEvents.subscribe('order_item_status', (event) => statuses.push(event.status));
    await until(() => opened.length === 1);
    opened[0]?.send(statusFrame('10-1', 7, 'Shipped'));
    opened[0]?.send(statusFrame('11-4', 7, 'Delivered'));
    await until(() => statuses.length === 2);
    opened[0]?.end();
    await until(() => opened.length === 2);
    expect(opened[1]?.headers.get('last-event-id')).toBe('11-4');
    expect(opened[1]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('stops for good when the server refuses the stream', async () => {
    answer = () => 401;
    session.setSession({ token: TOKEN });
    liveEvents.subscribe('notification', () => {});
    await until(() => vi.mocked(fetch).mock.calls.length === 1);
    await until(() => liveEvents.store.getState().status === 'idle');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('signs the page out when the server ends the stream and then refuses it with 401', async () => {
    session.setSession({ token: TOKEN });
    liveEvents.subscribe('notification', () => {});
    await until(() => opened.length === 1);
    answer = () => 401;
    opened[0]?.end();
    await until(() => session.store.getState().token === null);
    expect(session.isLoggedIn()).toBe(false);
    expect(liveEvents.store.getState().status).toBe('idle');
  });

  it('keeps the session when the server refuses the stream with 403', async () => {
    answer = () => 403;
    session.setSession({ token: TOKEN });
    liveEvents.subscribe('notification', () => {});
    await until(() => vi.mocked(fetch).mock.calls.length === 1);
    await until(() => liveEvents.store.getState().status === 'idle');
    expect(session.store.getState().token).toBe(TOKEN);
  });

  it('follows the session: a new stream for another user, none after signing out', async () => {
    session.setSession({ token: TOKEN });
    liveEvents.subscribe('notification', () => {});
    await until(() => opened.length === 1);
    session.setSession({ token: OTHER_TOKEN });
    await until(() => opened.length === 2);
    expect(opened[0]?.aborted).toBe(true);
    expect(opened[1]?.headers.get('Authorization')).toBe(`Bearer ${OTHER_TOKEN}`);
    session.clearSession();
    await until(() => opened[1]?.aborted === true);
    expect(liveEvents.store.getState().status).toBe('idle');
  });

  it('closes the stream when the last listener goes', async () => {
    session.setSession({ token: TOKEN });
    const first = liveEvents.subscribe('notification', () => {});
    const second = liveEvents.subscribe('order_placed', () => {});
    await until(() => opened.length === 1);
    first();
    expect(opened[0]?.aborted).toBe(false);
    second();
    expect(opened[0]?.aborted).toBe(true);
  });
});
