import { MESSAGES, validationErrorSchema } from '@showroom/contract';
import {
  notificationPageResponseSchema,
  notificationUpdateResponseSchema,
  pendingNotificationsResponseSchema,
} from '@showroom/contract/account';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { DEMO_NOTIFICATION_COUNT, DEMO_UNREAD_NOTIFICATIONS } from '../../db/seed/homeowner-account.ts';
import { notifications } from '../../modules/notifications/notifications-schema.ts';
import { bearer, createTestApp, TEST_PLATFORM_ORIGIN, type TestApp } from '../../testing/test-app.ts';

const { homeowner, unverified } = DEMO_ACCOUNTS.logins;
let t: TestApp;
let homeownerToken: string;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  homeownerToken = await t.tokenFor(homeowner.email);
});
afterAll(() => t.close());

const list = (query: string, token = homeownerToken) =>
  t.app.inject({ method: 'GET', url: `/api/notification${query}`, headers: bearer(token) });
const markRead = (id: number | string, token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/notification/${id}`, headers: bearer(token) });

describe('GET /api/notification?pending=1', () => {
  it('counts the unread ones and lists the newest five', async () => {
    const response = await list('?pending=1');
    expect(response.statusCode).toBe(200);
    const { data } = pendingNotificationsResponseSchema.parse(response.json());
    expect(data.count).toBe(DEMO_UNREAD_NOTIFICATIONS);
    expect(data.data).toHaveLength(5);
    expect(data.data.every((n) => n.read_at === null)).toBe(true);
    const times = data.data.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('GET /api/notification (pages)', () => {
  it('answers a Laravel paginator of 10, newest first', async () => {
    const response = await list('');
    const { data } = notificationPageResponseSchema.parse(response.json());
    const path = `${TEST_PLATFORM_ORIGIN}/api/notification`;
    expect(data).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: DEMO_NOTIFICATION_COUNT,
      last_page: 3,
      from: 1,
      to: 10,
      path,
      first_page_url: `${path}?page=1`,
      last_page_url: `${path}?page=3`,
      prev_page_url: null,
      next_page_url: `${path}?page=2`,
    });
    expect(data.data).toHaveLength(10);
    expect(data.links).toEqual([
      { url: null, label: '&laquo; Previous', active: false },
      { url: `${path}?page=1`, label: '1', active: true },
      { url: `${path}?page=2`, label: '2', active: false },
      { url: `${path}?page=3`, label: '3', active: false },
      { url: `${path}?page=2`, label: 'Next &raquo;', active: false },
    ]);
  });

  it('gives the rest on the last page and nothing past it', async () => {
    const last = notificationPageResponseSchema.parse((await list('?page=3')).json()).data;
    expect(last).toMatchObject({ current_page: 3, from: 21, to: 23, next_page_url: null });
    expect(last.data).toHaveLength(3);
    const past = notificationPageResponseSchema.parse((await list('?page=4')).json()).data;
    expect(past).toMatchObject({ current_page: 4, from: null, to: null, data: [] });
  });

  it('keeps a chosen page size in the page links', async () => {
    const { data } = notificationPageResponseSchema.parse((await list('?per_page=5&page=2')).json());
    expect(data).toMatchObject({ per_page: 5, last_page: 5, from: 6, to: 10 });
    expect(data.next_page_url).toBe(`${TEST_PLATFORM_ORIGIN}/api/notification?per_page=5&page=3`);
  });

  it.each([
    ['page 0', '?page=0', 'page'],
    ['a non-numeric page', '?page=abc', 'page'],
    ['a fractional page', '?page=1.5', 'page'],
    ['per_page 0', '?per_page=0', 'per_page'],
    ['per_page over 100', '?per_page=101', 'per_page'],
    ['an unknown pending flag', '?pending=2', 'pending'],
  ])('rejects %s with a 422', async (_label, query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors[field]?.length).toBeGreaterThan(0);
  });

  it('shows a user only their own notifications', async () => {
    const { data } = notificationPageResponseSchema.parse(
      (await list('', await t.tokenFor(unverified.email))).json(),
    );
    expect(data.total).toBe(0);
    expect(data.data).toEqual([]);
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notification' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });
});

describe('PUT /api/notification/{id}', () => {
  async function unreadIdsOf(email: string) {
    const rows = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.user_id, await t.userIdOf(email)), isNull(notifications.read_at)));
    return rows.map((row) => row.id);
  }

  it('marks an own notification read, keeping the first time', async () => {
    const [id] = await unreadIdsOf(homeowner.email);
    const response = await markRead(id!, homeownerToken);
    expect(response.statusCode).toBe(200);
    const first = notificationUpdateResponseSchema.parse(response.json()).data;
    expect(first).toMatchObject({ id, read_at: expect.any(String) });
    const again = notificationUpdateResponseSchema.parse((await markRead(id!, homeownerToken)).json()).data;
    expect(again.read_at).toBe(first.read_at);
    const pending = pendingNotificationsResponseSchema.parse((await list('?pending=1')).json()).data;
    expect(pending.count).toBe(DEMO_UNREAD_NOTIFICATIONS - 1);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [id] = await unreadIdsOf(homeowner.email);
    const response = await markRead(id!, await t.tokenFor(unverified.email));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFoundFallback });
    expect(await unreadIdsOf(homeowner.email)).toContain(id);
  });

  it.each(['999999', 'abc', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    expect((await markRead(id, homeownerToken)).statusCode).toBe(404);
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/notification/1' })).statusCode).toBe(401);
  });
});
