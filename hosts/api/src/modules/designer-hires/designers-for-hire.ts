import {
  type DesignerForHire,
  designerHireFeeCents,
  type HireDesignerList,
} from '@showroom/contract/projects';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectStyleProfile } from '../home-projects/index.ts';
import { users } from '../identity/users-schema.ts';
import { savedCardSummaryOf } from '../payments/index.ts';
import { findDesignerPublicProfile } from '../pros/index.ts';
import { pro_profiles } from '../pros/pro-profiles-schema.ts';
import { activeProCondition } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { matchingTags, rankDesigners } from './designer-ranking.ts';
import { hiredDesignerIds } from './hired-designers.ts';

/** How many designers the project page shows: the best matches; the rest would only be scrolled past. */
export const LISTED_DESIGNERS = 30;

/**
 * The designers a homeowner may hire for a project (decision 0108): working (Active/Approve) Designers
 * with a showroom and an hourly rate, ranked by the project's style profile, each with their public profile,
 * the fee, the styles that match and whether they are hired already. With the homeowner's saved card.
 */
export async function designersForHire(
  db: Database,
  gateway: string,
  input: { projectId: number; homeownerId: number },
): Promise<HireDesignerList> {
  const profile = await projectStyleProfile(db, input.projectId);
  const candidates = await db
    .select({ id: users.id, style_tags: pro_profiles.style_tags })
    .from(users)
    .innerJoin(shop_profiles, eq(shop_profiles.user_id, users.id))
    .innerJoin(pro_profiles, eq(pro_profiles.user_id, users.id))
    .where(and(eq(users.type, 'Designer'), activeProCondition(), isNotNull(pro_profiles.hourly_rate_cents)));
  // Ratings come with reviews of hires (not yet written), so every designer is unrated for now.
  const ranked = rankDesigners(
    profile,
    candidates.map((each) => ({ ...each, rating: { average: null, count: 0 } })),
  ).slice(0, LISTED_DESIGNERS);
  const hired = new Set(await hiredDesignerIds(db, input.projectId));
  const designers: DesignerForHire[] = [];
  for (const { id } of ranked) {
    const designer = await findDesignerPublicProfile(db, id);
    if (!designer || designer.hourly_rate_cents === null) continue;
    designers.push({
      ...designer,
      fee_cents: designerHireFeeCents(designer.hourly_rate_cents),
      matching_tags: matchingTags(profile, designer.style_tags),
      hired: hired.has(id),
    });
  }
  return { designers, saved_card: await savedCardSummaryOf(db, gateway, input.homeownerId) };
}
