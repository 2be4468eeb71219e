import { MESSAGES } from '@showroom/contract';
import { MAX_SITE_ORIGINS, PRO_MESSAGES, type SiteOrigin, siteOriginOf } from '@showroom/contract/pro';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { shop_profiles, showroom_site_origins } from './showrooms-schema.ts';

export interface SiteOriginEdits {
  /** The sites a pro registered for their showroom, oldest first. */
  list(proUserId: number): Promise<SiteOrigin[]>;
  /** Registers the origin of `address` (as pasted); answers the sites now registered. */
  add(proUserId: number, address: string): Promise<SiteOrigin[]>;
  /** Removes the origin of `address`; answers the sites now registered. */
  remove(proUserId: number, address: string): Promise<SiteOrigin[]>;
}

export interface SiteOriginEditsDeps {
  db: Database;
  clock: Clock;
  platformOrigin: string;
  /** Told after each change, so this process's caches forget the pro's showroom before the answer. */
  changed(proUserId: number): void;
}

/** Neither a caller's mistake nor a missing showroom of theirs is worth more than a 404. */
const noShowroom = () => new HttpError(404, { message: MESSAGES.notFoundFallback });
const originError = (message: string) => fieldError('origin', message);

/**
 * A pro's own registered site origins (issue #23, the console's Embeds). Every query is scoped by the
 * signed-in pro's user id, so no pro reads or changes another's. The CORS allow-list and the public
 * shop profile hold these in caches: `changed` drops this process's, and the table's trigger (migration
 * 0015) tells every other process through the change notices.
 */
export function createSiteOriginEdits(deps: SiteOriginEditsDeps): SiteOriginEdits {
  const { db } = deps;

  const listOf = async (database: Database, profileId: number): Promise<SiteOrigin[]> => {
    const rows = await database
      .select({ origin: showroom_site_origins.origin, created_at: showroom_site_origins.created_at })
      .from(showroom_site_origins)
      .where(eq(showroom_site_origins.shop_profile_id, profileId))
      .orderBy(asc(showroom_site_origins.created_at), asc(showroom_site_origins.id));
    return rows.map((row) => ({ origin: row.origin, created_at: row.created_at.toISOString() }));
  };

  /** The pro's showroom, its row locked when asked, so concurrent adds count one after another. */
  const profileOf = async (database: Database, proUserId: number, lock: boolean) => {
    const query = database
      .select({ id: shop_profiles.id })
      .from(shop_profiles)
      .where(eq(shop_profiles.user_id, proUserId));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw noShowroom();
    return row.id;
  };

  const originOf = (address: string) => {
    const origin = siteOriginOf(address);
    if (origin === null) throw originError(PRO_MESSAGES.originInvalid);
    return origin;
  };

  return {
    async list(proUserId) {
      return listOf(db, await profileOf(db, proUserId, false));
    },

    async add(proUserId, address) {
      const origin = originOf(address);
      if (origin === deps.platformOrigin) throw originError(PRO_MESSAGES.originPlatform);
      let origins: SiteOrigin[];
      try {
        origins = await db.transaction(async (tx) => {
          const profileId = await profileOf(tx, proUserId, true);
          const [taken] = await tx
            .select({ id: showroom_site_origins.id })
            .from(showroom_site_origins)
            .where(
              and(
                eq(showroom_site_origins.shop_profile_id, profileId),
                eq(showroom_site_origins.origin, origin),
              ),
            );
          if (taken) throw originError(PRO_MESSAGES.originTaken);
          const [registered] = await tx
            .select({ count: count() })
            .from(showroom_site_origins)
            .where(eq(showroom_site_origins.shop_profile_id, profileId));
          if ((registered?.count ?? 0) >= MAX_SITE_ORIGINS)
            throw originError(PRO_MESSAGES.originLimit.replace('{max}', String(MAX_SITE_ORIGINS)));
          await tx
            .insert(showroom_site_origins)
            .values({ shop_profile_id: profileId, origin, created_at: deps.clock.now() });
          return listOf(tx, profileId);
        });
      } catch (error) {
        // The row lock serialises one pro's adds; the unique index is the last word all the same.
        if (isUniqueViolation(error)) throw originError(PRO_MESSAGES.originTaken);
        throw error;
      }
      deps.changed(proUserId);
      return origins;
    },

    async remove(proUserId, address) {
      const origin = originOf(address);
      const profileId = await profileOf(db, proUserId, false);
      const removed = await db
        .delete(showroom_site_origins)
        .where(
          and(eq(showroom_site_origins.shop_profile_id, profileId), eq(showroom_site_origins.origin, origin)),
        )
        .returning({ id: showroom_site_origins.id });
      if (removed.length === 0) throw new HttpError(404, { message: PRO_MESSAGES.originNotFound });
      deps.changed(proUserId);
      return listOf(db, profileId);
    },
  };
}
