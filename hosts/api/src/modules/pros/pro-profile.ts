import {
  type DesignerPublicProfile,
  type DesignerRating,
  PRO_PICTURE_UPLOAD,
  type ProProfile,
  type ProProfileRequest,
} from '@showroom/contract/pro';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { users } from '../identity/users-schema.ts';
import { activeProCondition } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { listProPictures } from './pro-pictures.ts';
import { pro_profiles } from './pro-profiles-schema.ts';

/** Ratings come with hires (the projects issue); until then every designer has none. */
const NO_RATINGS: DesignerRating = { average: null, count: 0 };

type ProfileRow = {
  hourly_rate_cents: number | null;
  style_tags: string[];
  about: string | null;
  accepting_projects: boolean;
};
const EMPTY: ProfileRow = { hourly_rate_cents: null, style_tags: [], about: null, accepting_projects: true };

async function profileRow(db: Database, userId: number): Promise<ProfileRow> {
  const [row] = await db
    .select({
      hourly_rate_cents: pro_profiles.hourly_rate_cents,
      style_tags: pro_profiles.style_tags,
      about: pro_profiles.about,
      accepting_projects: pro_profiles.accepting_projects,
    })
    .from(pro_profiles)
    .where(eq(pro_profiles.user_id, userId));
  return row ?? EMPTY;
}

/** The signed-in pro's profile; empty (no rate, styles or pictures) until they fill it in. */
export async function findProProfile(db: Database, proUserId: number): Promise<ProProfile> {
  const row = await profileRow(db, proUserId);
  return {
    ...row,
    portfolio: await listProPictures(db, proUserId, 'portfolio'),
    max_portfolio_pictures: PRO_PICTURE_UPLOAD.maxPortfolioPictures,
    rating: NO_RATINGS,
  };
}

/** Saves rate, styles and introduction (one row per pro, made on the first save). */
export async function saveProProfile(
  db: Database,
  clock: Clock,
  proUserId: number,
  profile: ProProfileRequest,
): Promise<ProProfile> {
  const values = {
    hourly_rate_cents: profile.hourly_rate_cents,
    style_tags: [...new Set(profile.style_tags)],
    about: profile.about ? profile.about : null,
    ...(profile.accepting_projects === undefined ? {} : { accepting_projects: profile.accepting_projects }),
    updated_at: clock.now(),
  };
  await db
    .insert(pro_profiles)
    .values({ user_id: proUserId, ...values })
    .onConflictDoUpdate({ target: pro_profiles.user_id, set: values });
  return findProProfile(db, proUserId);
}

/**
 * A Designer's public profile (what homeowners see when hiring, issue #23 item 11), while they may work
 * (Active or Approve) and have a showroom; null otherwise, so a contractor, a homeowner or a pending
 * designer reads as "no such designer".
 */
export async function findDesignerPublicProfile(
  db: Database,
  userId: number,
): Promise<DesignerPublicProfile | null> {
  const [designer] = await db
    .select({ company_name: shop_profiles.company_name, vsd_id: shop_profiles.vsd_id })
    .from(users)
    .innerJoin(shop_profiles, eq(shop_profiles.user_id, users.id))
    .where(and(eq(users.id, userId), eq(users.type, 'Designer'), activeProCondition()));
  if (!designer) return null;
  const { portfolio, hourly_rate_cents, style_tags, about, rating, accepting_projects } =
    await findProProfile(db, userId);
  return {
    id: userId,
    ...designer,
    hourly_rate_cents,
    style_tags,
    about,
    portfolio,
    rating,
    accepting_projects,
  };
}
