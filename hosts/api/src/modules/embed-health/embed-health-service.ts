import { MESSAGES } from '@showroom/contract';
import {
  EMBED_PROBLEMS,
  type EmbedHealthReport,
  type EmbedOriginHealth,
  PRO_MESSAGES,
  siteOriginOf,
} from '@showroom/contract/pro';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { shop_profiles, showroom_site_origins } from '../showrooms/showrooms-schema.ts';
import { embed_health } from './embed-health-schema.ts';
import { originHealth } from './origin-health.ts';
import { MAX_PAGES_PER_SHOWROOM, recordReport } from './record-report.ts';

export interface EmbedHealthDeps {
  db: Database;
  clock: Clock;
  platformOrigin: string;
}

export interface EmbedHealthService {
  /**
   * Stores what embed.js saw on a page. `originHeader`: the request's Origin, which the browser sets
   * and a page cannot change; the report's own origin is used only when there is none (not a browser).
   */
  record(report: EmbedHealthReport, originHeader: string | undefined): Promise<void>;
  /** The signed-in pro's sites and what their pages reported; 404 without a showroom. */
  list(proUserId: number): Promise<EmbedOriginHealth[]>;
}

/** Embed health (decision 0087): what the loader met on pros' pages, for their console. */
export function createEmbedHealthService(deps: EmbedHealthDeps): EmbedHealthService {
  const { db } = deps;
  return {
    async record(report, originHeader) {
      const origin = siteOriginOf(originHeader ?? report.origin ?? '');
      if (origin === null) throw fieldError('origin', PRO_MESSAGES.originInvalid);
      // The console's own preview frame runs on the platform: not a pro's site.
      if (origin === deps.platformOrigin) return;
      // A closed list of problems keeps each row's map small, whatever a page sends.
      const problems = report.problems.filter((problem) => EMBED_PROBLEMS.includes(problem));
      await recordReport(db, { ...report, origin, problems }, deps.clock.now());
    },

    async list(proUserId) {
      const [profile] = await db
        .select({ id: shop_profiles.id })
        .from(shop_profiles)
        .where(eq(shop_profiles.user_id, proUserId));
      if (!profile) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
      const [pages, registered] = await Promise.all([
        db
          .select({
            origin: embed_health.origin,
            path: embed_health.path,
            elements: embed_health.elements,
            problems: embed_health.problems,
            loads: embed_health.loads,
            last_seen_at: embed_health.last_seen_at,
          })
          .from(embed_health)
          .where(eq(embed_health.shop_profile_id, profile.id))
          .orderBy(desc(embed_health.last_seen_at), asc(embed_health.path))
          .limit(MAX_PAGES_PER_SHOWROOM),
        db
          .select({ origin: showroom_site_origins.origin })
          .from(showroom_site_origins)
          .where(eq(showroom_site_origins.shop_profile_id, profile.id))
          .orderBy(asc(showroom_site_origins.created_at)),
      ]);
      return originHealth(
        pages,
        registered.map((row) => row.origin),
        deps.platformOrigin,
      );
    },
  };
}
