import type {
  AdminOrder,
  AdminOrderFilterOptions,
  AdminOrderFilters,
  OrderDetail,
  OrderItem,
  OrderItemStatus,
  OrderSummary,
  VendorOrderItem,
  VendorPayoutItem,
  VendorPayoutTotals,
} from '@showroom/contract/orders';
import type { Database } from '../../db/client.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { type ListCacheDrops, ownerListCache } from '../../providers/change-notices/owner-list-cache.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { SessionUser } from '../identity/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { adminOrderFilterOptions, adminOrderPage } from './admin-orders.ts';
import { type AddressChangeOutcome, changeOrderAddress, type OrderAddress } from './change-order-address.ts';
import { orderDetailView } from './order-detail-view.ts';
import { orderItemsForViewer } from './order-items-for-viewer.ts';
import { orderPage } from './order-list.ts';
import type { OrderNoticeDeps } from './order-notices.ts';
import { type PlainItemStatus, type SetStatusOutcome, setOrderItemStatus } from './set-order-item-status.ts';
import { vendorOrderItemPage } from './vendor-order-items.ts';
import { vendorPayoutsFor } from './vendor-payouts.ts';

type Caller = Pick<SessionUser, 'id' | 'type' | 'email'>;

/**
 * Orders after they are placed (issue #12): the homeowner's list and detail, the address change
 * within the window, items, statuses; the vendor's items and payouts, the admin's orders (issue #24).
 * Cancelling (an order, or an item) restocks and refunds: flows/cancel-order and cancel-order-item.
 */
export interface OrdersService {
  page(userId: number, page: number, perPage: number): Promise<{ total: number; items: OrderSummary[] }>;
  /** The owner's order; null for another user's or a missing one (one 404 for both). */
  detailFor(userId: number, orderId: number): Promise<OrderDetail | null>;
  /** Moves the owner's order to a new address in the same state within the window (decision 0079). */
  changeAddress(userId: number, orderId: number, address: OrderAddress): Promise<AddressChangeOutcome>;
  itemsFor(user: Caller, orderId: number): Promise<OrderItem[] | null>;
  setItemStatus(user: Caller, itemId: number, status: PlainItemStatus): Promise<SetStatusOutcome>;
  /** The vendor's own items across orders, newest first, optionally in one status (decision 0096). */
  vendorItems(
    vendorId: number,
    status: OrderItemStatus | undefined,
    page: number,
    perPage: number,
  ): Promise<{ total: number; items: VendorOrderItem[] }>;
  /** The vendor's received items with what each owes them, and the totals. */
  vendorPayouts(vendorId: number): Promise<{ totals: VendorPayoutTotals; items: VendorPayoutItem[] }>;
  /** Every order for the admin (`adminId`, whose pages are kept apart), filtered, newest first. */
  adminPage(
    adminId: number,
    filters: AdminOrderFilters,
    page: number,
    perPage: number,
  ): Promise<{ total: number; items: AdminOrder[] }>;
  adminFilterOptions(): Promise<AdminOrderFilterOptions>;
}

export interface OrdersDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  settings: SettingsService;
  platformOrigin: string;
  presence: OrderNoticeDeps['presence'];
  /** How the vendor's and the admin's list caches hear of changes; without them those lists are not cached. */
  notices?: ChangeNotices;
}

type OrderPage<T> = { total: number; items: T[] };

/**
 * A vendor's Order items show their own items (decision 0101's notice, from any process) and each item's
 * product picture (a catalogue change); the vendor's own status write reaches this process first.
 */
function vendorListDrops(notices: ChangeNotices, drops: ListCacheDrops): void {
  notices.onVendorItemsChanged(drops.owner);
  notices.onCatalogChanged(drops.all);
  notices.onUserChanged(drops.owner);
}

/**
 * The admin's Orders show every order and item (decision 0101's notice), showroom names (a showroom
 * change) and customers' names (migration 0022's showroom activity); the admin's own write comes first.
 */
function adminListDrops(notices: ChangeNotices, drops: ListCacheDrops): void {
  notices.onOrdersChanged(drops.all);
  notices.onShowroomChanged(drops.all);
  notices.onShowroomActivity(drops.all);
  notices.onUserChanged(drops.owner);
}

export function createOrdersService(deps: OrdersDeps): OrdersService {
  const { db, clock } = deps;
  const vendorPages = ownerListCache<OrderPage<VendorOrderItem>>(clock, deps.notices, vendorListDrops);
  const adminPages = ownerListCache<OrderPage<AdminOrder>>(clock, deps.notices, adminListDrops);
  return {
    page: (userId, page, perPage) => orderPage(db, userId, page, perPage, clock.now()),
    detailFor: (userId, orderId) => orderDetailView(db, orderId, clock.now(), userId),
    changeAddress: (userId, orderId, address) =>
      changeOrderAddress(db, userId, orderId, address, clock.now()),
    itemsFor: (user, orderId) => orderItemsForViewer(db, user, orderId),
    setItemStatus: (user, itemId, status) => setOrderItemStatus(deps, user, itemId, status),
    vendorItems: (vendorId, status, page, perPage) =>
      vendorPages(vendorId, JSON.stringify([status, page, perPage]), () =>
        vendorOrderItemPage(db, vendorId, status, page, perPage),
      ),
    vendorPayouts: (vendorId) => vendorPayoutsFor(db, vendorId, clock.now()),
    adminPage: (adminId, filters, page, perPage) =>
      adminPages(adminId, JSON.stringify([filters, page, perPage]), () =>
        adminOrderPage(db, filters, page, perPage),
      ),
    adminFilterOptions: () => adminOrderFilterOptions(db),
  };
}
