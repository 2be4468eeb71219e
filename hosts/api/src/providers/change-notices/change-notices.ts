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
  /** No payload: the platform settings changed (decision 0095's migration). */
  settings: 'showroom_settings_changed',
} as const;

type UserListener = (userId: number) => void;
type CatalogListener = () => void;
type ShowroomListener = (proUserId: number) => void;
type SettingsListener = () => void;

/**
 * Tells the app's caches when data they hold changed, whoever changed it. Without a feed (an app
 * built on a bare database) nobody can tell them, so `cachesAllowed` is false and caches stay off.
 */
export class ChangeNotices {
  private readonly userListeners = new Set<UserListener>();
  private readonly catalogListeners = new Set<CatalogListener>();
  private readonly showroomListeners = new Set<ShowroomListener>();
  private readonly settingsListeners = new Set<SettingsListener>();

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

  onSettingsChanged(listener: SettingsListener): void {
    this.settingsListeners.add(listener);
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

  settingsChanged(): void {
    for (const listener of this.settingsListeners) listener();
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
      feed.listen(CHANGE_CHANNELS.settings, () => this.settingsChanged()),
    ]);
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
  }
}
