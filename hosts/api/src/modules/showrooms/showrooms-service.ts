import type { ShowroomSearchResult } from '@showroom/contract';
import type { Database } from '../../db/client.ts';
import { findActiveShowroom } from './active-showroom.ts';
import { createShopProfiles, type PublicShopProfile } from './shop-profile-cache.ts';
import { createShowroomSearch } from './showroom-search.ts';
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
}

export function createShowroomsService({
  db,
  platformOrigin,
}: {
  db: Database;
  platformOrigin: string;
}): ShowroomsService {
  const search = createShowroomSearch(db);
  const profiles = createShopProfiles(db);
  return {
    search: (showroomId) => search.find(showroomId),
    publicProfile: profiles.find,
    findActive: (showroomId) => findActiveShowroom(db, showroomId),
    origins: createOriginAllowList(db, platformOrigin),
  };
}
