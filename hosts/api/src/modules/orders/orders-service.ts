import type { OrderDetail, OrderItem, OrderItemStatus, OrderSummary } from '@showroom/contract/orders';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import type { SessionUser } from '../identity/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { type CancelOrderOutcome, cancelOrder } from './cancel-order.ts';
import { orderDetailView } from './order-detail-view.ts';
import { orderItemsForViewer } from './order-items-for-viewer.ts';
import { orderPage } from './order-list.ts';
import { type SetStatusOutcome, setOrderItemStatus } from './set-order-item-status.ts';

type Caller = Pick<SessionUser, 'id' | 'type'>;

/** Orders after they are placed (issue #12): the homeowner's list and detail, cancel, items, statuses. */
export interface OrdersService {
  page(userId: number, page: number, perPage: number): Promise<{ total: number; items: OrderSummary[] }>;
  /** The owner's order; null for another user's or a missing one (one 404 for both). */
  detailFor(userId: number, orderId: number): Promise<OrderDetail | null>;
  cancel(userId: number, orderId: number): Promise<CancelOrderOutcome>;
  itemsFor(user: Caller, orderId: number): Promise<OrderItem[] | null>;
  setItemStatus(user: Caller, itemId: number, status: OrderItemStatus): Promise<SetStatusOutcome>;
}

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  payments: PaymentGateway;
  platformOrigin: string;
}

export function createOrdersService(deps: OrdersDeps): OrdersService {
  const { db, clock } = deps;
  return {
    page: (userId, page, perPage) => orderPage(db, userId, page, perPage, clock.now()),
    detailFor: (userId, orderId) => orderDetailView(db, orderId, clock.now(), userId),
    cancel: (userId, orderId) => cancelOrder(deps, userId, orderId),
    itemsFor: (user, orderId) => orderItemsForViewer(db, user, orderId),
    setItemStatus: (user, itemId, status) => setOrderItemStatus(deps, user, itemId, status),
  };
}
