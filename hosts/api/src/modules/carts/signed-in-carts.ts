import type { ProjectCart } from '@showroom/contract/cart';
import { TaggedCache } from '../../lib/tagged-cache.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import type { Clock } from '../../providers/clock/clock.ts';

/**
 * How long a signed-in user's priced cart answers without the database. Their own changes (any
 * process), catalogue changes and showroom changes (a pro's markup) drop it at once; the bound covers
 * a notice lost to a dropped connection.
 */
const CART_CACHE_MS = 5_000;
const CART_CACHE_ENTRIES = 20_000;

export type LoadCart = () => Promise<ProjectCart | null>;

/**
 * `GET /api/projectCart` for a signed-in user without a cart token, by user id: the hot read of the
 * mini cart on every page. Off (every read priced afresh) when the app hears of no changes.
 */
export function signedInCarts(clock: Clock, notices: ChangeNotices | undefined) {
  if (!notices?.cachesAllowed) return (_userId: number, load: LoadCart) => load();
  const carts = new TaggedCache<number, ProjectCart | null>({
    maxEntries: CART_CACHE_ENTRIES,
    freshMs: CART_CACHE_MS,
    now: () => clock.now().getTime(),
  });
  notices.onUserChanged((userId) => carts.dropTag(userId));
  notices.onCatalogChanged(() => carts.dropAll());
  // A pro's markup prices every cart in their showroom; such changes are rare, so all carts go.
  notices.onShowroomChanged(() => carts.dropAll());
  return (userId: number, load: LoadCart) => carts.getOrLoad(userId, load, () => userId);
}
