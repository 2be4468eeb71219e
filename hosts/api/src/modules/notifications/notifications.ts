import { formatMessage, ROUTE_PATHS } from '@showroom/contract';
import type { Notification } from '@showroom/contract/account';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { notifications } from './notifications-schema.ts';

export interface NewNotification {
  title: string;
  message: string;
  link?: string | null;
}

/** The notification a new account starts with; stored per user, so it keeps the name of its day. */
export function welcomeNotification(appName: string): NewNotification {
  return {
    title: formatMessage(ACCOUNT_MESSAGES.welcomeNotificationTitle, { appName }),
    message: ACCOUNT_MESSAGES.welcomeNotificationText,
    link: ROUTE_PATHS.account,
  };
}

export async function createNotification(
  db: Database,
  userId: number,
  notification: NewNotification,
  clock: Clock,
): Promise<void> {
  await db.insert(notifications).values({ user_id: userId, ...notification, created_at: clock.now() });
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    link: row.link,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

const newestFirst = [desc(notifications.created_at), desc(notifications.id)];

/** The header's badge: how many are unread, and the newest few of them. */
export async function pendingNotifications(db: Database, userId: number, limit: number) {
  const unread = and(eq(notifications.user_id, userId), isNull(notifications.read_at));
  const [total] = await db.select({ n: count() }).from(notifications).where(unread);
  const rows = await db
    .select()
    .from(notifications)
    .where(unread)
    .orderBy(...newestFirst)
    .limit(limit);
  return { count: total?.n ?? 0, data: rows.map(toNotification) };
}

/** One page of a user's notifications, newest first, with the total for the paginator. */
export async function notificationPage(db: Database, userId: number, page: number, perPage: number) {
  const own = eq(notifications.user_id, userId);
  const [total] = await db.select({ n: count() }).from(notifications).where(own);
  const rows = await db
    .select()
    .from(notifications)
    .where(own)
    .orderBy(...newestFirst)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { total: total?.n ?? 0, items: rows.map(toNotification) };
}

/** Marks one of the user's own notifications read (once; a second call keeps the first time). */
export async function markNotificationRead(
  db: Database,
  userId: number,
  id: number,
  clock: Clock,
): Promise<Notification | null> {
  const own = and(eq(notifications.id, id), eq(notifications.user_id, userId));
  await db
    .update(notifications)
    .set({ read_at: clock.now() })
    .where(and(own, isNull(notifications.read_at)));
  const [row] = await db.select().from(notifications).where(own);
  return row ? toNotification(row) : null;
}
