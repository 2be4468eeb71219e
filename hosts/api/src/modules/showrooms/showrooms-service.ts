import type { ShowroomSearchResult } from '@showroom/contract';
import type { Database } from '../../db/client.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { findActiveShowroom } from './active-showroom.ts';
import { createShopProfiles, type PublicShopProfile } from './shop-profile-cache.ts';
import { createShowroomSearch } from './showroom-search.ts';
import { createSiteOriginEdits, type SiteOriginEdits } from './site-origin-edits.ts';
import { createOriginAllowList, type OriginAllowList } from './site-origins.ts';

export interface ShowroomsService {
  /** The showroom with this exact Showroom ID (case-insensitive), as a list of at most one. */
  search(showroomId: string): Promise<ShowroomSearchResult[]>;
  /** A showroom's public face; null for an unknown or inactive one, or a vsd_id that is not its own. */
  publicProfile(userId: number, vsdId: string | undefined): Promise<PublicShopProfile | null>;
  /** `showroomId` when it is an active pro's showroom, else null. */
  findActive(showroomId: number | undefined): Promise<number | null>;
  /** Origins CORS allows: the platform and every active pro's registered site. */
  origins: OriginAllowList;
  /** A pro's own site origins, as the console's Embeds lists, adds and removes them. */
  siteOrigins: SiteOriginEdits;
}

export function createShowroomsService({
  db,
  clock,
  platformOrigin,
  notices,
}: {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  /** How this process hears that a pro's showroom changed, in this or another process. */
  notices: ChangeNotices;
}): ShowroomsService {
  const search = createShowroomSearch(db);
  const profiles = createShopProfiles(db);
  const origins = createOriginAllowList(db, platformOrigin);
  // A showroom changed (a site registered or removed, a showroom opened or renamed): the allow-list,
  // the profiles (which list the sites) and the search (which names the company) load afresh. All are
  // small and seldom change, so all of each goes.
  notices.onShowroomChanged(() => {
    origins.forget();
    profiles.forget();
    search.forget();
  });
  return {
    search: (showroomId) => search.find(showroomId),
    publicProfile: profiles.find,
    findActive: (showroomId) => findActiveShowroom(db, showroomId),
    origins,
    siteOrigins: createSiteOriginEdits({
      db,
      clock,
      platformOrigin,
      changed: (proUserId) => notices.showroomChanged(proUserId),
    }),
  };
}
