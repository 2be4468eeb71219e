import type { DatabaseHandle } from '../../db/client.ts';

/** How the app hears of changes made by any process: the database's LISTEN (see migration 0011). */
export type ChangeFeed = Pick<DatabaseHandle, 'listen'>;

/** The channels migration 0011's triggers notify on. */
export const CHANGE_CHANNELS = {
  /** Payload: the id of a user whose sessions, account or carts changed. */
  user: 'showroom_user_changed',
  /** Payload: the catalogue table that changed (prices, stock, names, vendors). */
  catalog: 'showroom_catalog_changed',
  /** Payload: the user id of a pro whose showroom (shop profile, site origins) changed (migration 0015). */
  showroom: 'showroom_showroom_changed',
  /**
   * Payload: the user id of a pro whose showroom's orders, order items or leads changed (migration
   * 0022): what the console's lists show.
   */
  activity: 'showroom_activity_changed',
  /** No payload: the platform settings changed (decision 0095's migration). */
  settings: 'showroom_settings_changed',
  /** Payload: the user id of a vendor whose order items changed (decision 0101): the vendor's Order items. */
  vendorItems: 'showroom_vendor_items_changed',
  /** No payload: an order or an order item changed, whoever's (decision 0101): the admin's Orders. */
  orders: 'showroom_orders_changed',
} as const;

type UserListener = (userId: number) => void;
type CatalogListener = () => void;
type ShowroomListener = (proUserId: number) => void;
type SettingsListener = () => void;
type VendorListener = (vendorUserId: number) => void;
type OrdersListener = () => void;

/**
 * Tells the app's caches when data they hold changed, whoever changed it. Without a feed (an app
 * built on a bare database) nobody can tell them, so `cachesAllowed` is false and caches stay off.
 */
export class ChangeNotices {
  private readonly userListeners = new Set<UserListener>();
  private readonly catalogListeners = new Set<CatalogListener>();
  private readonly showroomListeners = new Set<ShowroomListener>();
  private readonly activityListeners = new Set<ShowroomListener>();
  private readonly settingsListeners = new Set<SettingsListener>();
  private readonly vendorItemsListeners = new Set<VendorListener>();
  private readonly ordersListeners = new Set<OrdersListener>();

  constructor(readonly cachesAllowed: boolean) {}

  onUserChanged(listener: UserListener): void {
    this.userListeners.add(listener);
  }

  onCatalogChanged(listener: CatalogListener): void {
    this.catalogListeners.add(listener);
  }

  onShowroomChanged(listener: ShowroomListener): void {
    this.showroomListeners.add(listener);
  }

  onShowroomActivity(listener: ShowroomListener): void {
    this.activityListeners.add(listener);
  }

  onSettingsChanged(listener: SettingsListener): void {
    this.settingsListeners.add(listener);
  }

  onVendorItemsChanged(listener: VendorListener): void {
    this.vendorItemsListeners.add(listener);
  }

  onOrdersChanged(listener: OrdersListener): void {
    this.ordersListeners.add(listener);
  }

  userChanged(userId: number): void {
    for (const listener of this.userListeners) listener(userId);
  }

  catalogChanged(): void {
    for (const listener of this.catalogListeners) listener();
  }

  showroomChanged(proUserId: number): void {
    for (const listener of this.showroomListeners) listener(proUserId);
  }

  showroomActivity(proUserId: number): void {
    for (const listener of this.activityListeners) listener(proUserId);
  }

  settingsChanged(): void {
    for (const listener of this.settingsListeners) listener();
  }

  vendorItemsChanged(vendorUserId: number): void {
    for (const listener of this.vendorItemsListeners) listener(vendorUserId);
  }

  ordersChanged(): void {
    for (const listener of this.ordersListeners) listener();
  }

  /** Listens on the feed's channels until the returned function is called. */
  async listenTo(feed: ChangeFeed): Promise<() => Promise<void>> {
    const stops = await Promise.all([
      feed.listen(CHANGE_CHANNELS.user, (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) this.userChanged(userId);
      }),
      feed.listen(CHANGE_CHANNELS.catalog, () => this.catalogChanged()),
      feed.listen(CHANGE_CHANNELS.showroom, (payload) => {
        const proUserId = Number(payload);
        if (Number.isInteger(proUserId)) this.showroomChanged(proUserId);
      }),
      feed.listen(CHANGE_CHANNELS.activity, (payload) => {
        const proUserId = Number(payload);
        if (Number.isInteger(proUserId)) this.showroomActivity(proUserId);
      }),
      feed.listen(CHANGE_CHANNELS.settings, () => this.settingsChanged()),
      feed.listen(CHANGE_CHANNELS.vendorItems, (payload) => {
        const vendorUserId = Number(payload);
        if (Number.isInteger(vendorUserId)) this.vendorItemsChanged(vendorUserId);
      }),
      feed.listen(CHANGE_CHANNELS.orders, () => this.ordersChanged()),
    ]);
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
}
