import { formatMessage, ROUTE_PATHS, shellPath } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import { dollars } from '@showroom/contract/money';
import {
  DECLINED_STATUS,
  homeownerStatusWords,
  ORDER_MESSAGES,
  type OrderItemStatus,
} from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { LivePresence } from '../../providers/live-events/live-presence.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { itemDeclinedProMail } from '../../providers/mail/templates/item-declined-mail.ts';
import {
  homeownerOrderCancelledMail,
  vendorOrderCancelledMail,
} from '../../providers/mail/templates/order-cancelled-mail.ts';
import { orderStatusMail } from '../../providers/mail/templates/order-status-mail.ts';
import { users } from '../identity/users-schema.ts';
import { notifications } from '../notifications/notifications-schema.ts';
import type { SettingsService } from '../settings/index.ts';

export interface OrderNoticeDeps {
  /** Outside any transaction: mails are composed after the change has committed. */
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
  /** Whether a homeowner is on the site now (a live stream open): their timeline shows a change live. */
  presence: Pick<LivePresence, 'isOnSite'>;
}

export interface NoticeOrder {
  id: number;
  order_number: string;
  user_id: number;
  /** The pro whose showroom sold it: told of a vendor's Decline (null when the pro was deleted). */
  showroom_id?: number | null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The order on /your_orders: the notification's link (a shell path) and the mail's (absolute). */
const orderPath = (orderId: number) => `${ROUTE_PATHS.yourOrders}?order=${orderId}`;
const orderUrl = (deps: OrderNoticeDeps, orderId: number) =>
  `${deps.platformOrigin}${shellPath(ROUTE_PATHS.yourOrders)}?order=${orderId}`;

async function recipient(db: Database, userId: number) {
  const [user] = await db
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

export interface StatusChange {
  order: NoticeOrder;
  productName: string;
  vendor: string;
  status: OrderItemStatus;
  /** An item cancelled by a vendor-side user or an admin: the cents going back, and whether the order is cancelled now. */
  refund?: { cents: number; orderCancelled: boolean } | undefined;
}

/** The notification's text: the change, and for a cancelled item what is refunded. */
function statusNotificationText(change: StatusChange, values: Record<string, string>): string {
  const text =
    change.status === DECLINED_STATUS
      ? ORDER_MESSAGES.declinedNotificationText
      : ORDER_MESSAGES.statusNotificationText;
  const parts = [formatMessage(text, { ...values, product: change.productName, vendor: change.vendor })];
  if (change.refund && change.refund.cents > 0) {
    parts.push(
      formatMessage(ORDER_MESSAGES.itemRefundNotificationText, {
        amount: usd.format(dollars(change.refund.cents)),
      }),
    );
  }
  if (change.refund?.orderCancelled) parts.push(ORDER_MESSAGES.orderCancelledByItemsText);
  return parts.join(' ');
}

/**
 * Tells the homeowner an item of their order changed status: the notification is written with the
 * change (`db` is the change's transaction); the mail goes once that has committed and any refund
 * was tried (`mailLater`; `refundCompleted` is read only for a change with a refund). A plain status
 * change is mailed only to a homeowner who is not on the site (no live stream open on any process:
 * their open page shows it live, decision 0093); a refund is always mailed, as the money's record.
 */
export async function noticeStatusChange(
  deps: OrderNoticeDeps,
  db: Database,
  change: StatusChange,
): Promise<{ mailLater(refundCompleted?: boolean): void }> {
  const { order, refund } = change;
  const statusLabel = homeownerStatusWords(change.status);
  const values = { orderNumber: order.order_number, status: statusLabel };
  await db.insert(notifications).values({
    user_id: order.user_id,
    title: formatMessage(ORDER_MESSAGES.statusNotificationTitle, values),
    message: statusNotificationText(change, values),
    link: orderPath(order.id),
    created_at: deps.clock.now(),
  });
  const proMail = await noticeDeclineToPro(deps, db, change);
  return {
    mailLater: (refundCompleted = true) => {
      proMail?.();
      deps.mailer.sendLater(async () => {
        const refunded = refund !== undefined && refund.cents > 0;
        if (!refunded && (await deps.presence.isOnSite(order.user_id))) return null;
        const user = await recipient(deps.db, order.user_id);
        if (!user) return null;
        const { app_name, support_email } = await deps.settings.read();
        return orderStatusMail({
          to: user.email,
          firstName: user.first_name,
          appName: app_name,
          supportEmail: support_email,
          orderNumber: order.order_number,
          productName: change.productName,
          vendor: change.vendor,
          statusLabel,
          link: orderUrl(deps, order.id),
          ...(refund && refund.cents > 0
            ? {
                refund: {
                  amount: usd.format(dollars(refund.cents)),
                  completed: refundCompleted,
                  businessDays: POLICY.refundBusinessDays,
                  orderCancelled: refund.orderCancelled,
                },
              }
            : {}),
          declined: change.status === DECLINED_STATUS,
        });
      });
    },
  };
}

/**
 * A vendor's Decline, told to the pro whose showroom sold the item in plain words (decision 0096):
 * the notification with the change, and a function that mails them once it has committed.
 */
async function noticeDeclineToPro(
  deps: OrderNoticeDeps,
  db: Database,
  change: StatusChange,
): Promise<(() => void) | null> {
  const proId = change.order.showroom_id ?? null;
  if (change.status !== DECLINED_STATUS || proId === null) return null;
  const values = {
    orderNumber: change.order.order_number,
    product: change.productName,
    vendor: change.vendor,
    amount: usd.format(dollars(change.refund?.cents ?? 0)),
  };
  await db.insert(notifications).values({
    user_id: proId,
    title: formatMessage(ORDER_MESSAGES.proDeclinedNotificationTitle, values),
    message: formatMessage(ORDER_MESSAGES.proDeclinedNotificationText, values),
    link: ROUTE_PATHS.proOrders,
    created_at: deps.clock.now(),
  });
  return () =>
    deps.mailer.sendLater(async () => {
      const pro = await recipient(deps.db, proId);
      if (!pro) return null;
      const { app_name, support_email } = await deps.settings.read();
      return itemDeclinedProMail({
        to: pro.email,
        firstName: pro.first_name,
        appName: app_name,
        supportEmail: support_email,
        subject: formatMessage(ORDER_MESSAGES.proDeclinedNotificationTitle, values),
        text: formatMessage(ORDER_MESSAGES.proDeclinedNotificationText, values),
        link: `${deps.platformOrigin}${shellPath(ROUTE_PATHS.proOrders)}`,
      });
    });
}

/**
 * Tells the homeowner their cancellation went through (notification and mail) and each vendor with
 * items in the order what not to ship (notification and mail). Written in the cancellation's
 * transaction; mails once it has committed and the refund was tried (`mailLater`).
 */
export async function noticeCancellation(
  deps: OrderNoticeDeps,
  db: Database,
  cancel: { order: NoticeOrder; refundedCents: number; items: { vendorId: number | null; line: string }[] },
): Promise<{ mailLater(refundCompleted: boolean): void }> {
  const { order } = cancel;
  const title = formatMessage(ORDER_MESSAGES.cancelledNotificationTitle, { orderNumber: order.order_number });
  const refunded = usd.format(dollars(cancel.refundedCents));
  const byVendor = new Map<number, string[]>();
  for (const { vendorId, line } of cancel.items) {
    if (vendorId !== null) byVendor.set(vendorId, [...(byVendor.get(vendorId) ?? []), line]);
  }
  const now = deps.clock.now();
  await db.insert(notifications).values([
    {
      user_id: order.user_id,
      title,
      message: formatMessage(ORDER_MESSAGES.cancelledNotificationText, { amount: refunded }),
      link: orderPath(order.id),
      created_at: now,
    },
    ...[...byVendor].map(([vendorId, lines]) => ({
      user_id: vendorId,
      title,
      message: formatMessage(ORDER_MESSAGES.vendorCancelledNotificationText, { items: lines.join(', ') }),
      link: null,
      created_at: now,
    })),
  ]);
  const base = async (userId: number) => {
    const user = await recipient(deps.db, userId);
    if (!user) return null;
    const { app_name, support_email } = await deps.settings.read();
    return {
      to: user.email,
      firstName: user.first_name,
      appName: app_name,
      supportEmail: support_email,
      orderNumber: order.order_number,
    };
  };
  return {
    mailLater(refundCompleted) {
      deps.mailer.sendLater(async () => {
        const to = await base(order.user_id);
        return to
          ? homeownerOrderCancelledMail({
              ...to,
              refunded,
              refundCompleted,
              refundBusinessDays: POLICY.refundBusinessDays,
              link: orderUrl(deps, order.id),
            })
          : null;
      });
      for (const [vendorId, items] of byVendor) {
        deps.mailer.sendLater(async () => {
          const to = await base(vendorId);
          return to ? vendorOrderCancelledMail({ ...to, items }) : null;
        });
      }
    },
  };
}
