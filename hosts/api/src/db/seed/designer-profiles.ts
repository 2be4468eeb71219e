import type { DesignStyleTag } from '@showroom/contract/pro';
import { pro_profiles } from '../../modules/pros/pro-profiles-schema.ts';
import type { Database } from '../client.ts';

/**
 * The demo designers' console profiles (decision 0108), so a homeowner's project lists designers to
 * hire: Studio 88 (the demo designer's) for modern styles, Tile Art Studio for traditional ones.
 */
const DESIGNER_PROFILES: Record<string, { rate: number; tags: DesignStyleTag[]; about: string }> = {
  STUDIO88: {
    rate: 8_500,
    tags: ['Modern', 'Scandinavian', 'Minimalist'],
    about: 'Light, calm kitchens and baths with natural materials and clever storage.',
  },
  TILEART7: {
    rate: 12_000,
    tags: ['Traditional', 'Farmhouse', 'Rustic'],
    about: 'Warm, crafted rooms: patterned tile, wood and stone laid to last.',
  },
};

/** Writes the profiles of the seeded designers found in `userIds` (by Showroom ID). */
export async function seedDesignerProfiles(
  db: Database,
  userIds: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = Object.entries(DESIGNER_PROFILES).flatMap(([vsdId, profile]) => {
    const userId = userIds.get(vsdId);
    return userId === undefined
      ? []
      : [
          {
            user_id: userId,
            hourly_rate_cents: profile.rate,
            style_tags: profile.tags,
            about: profile.about,
          },
        ];
  });
  if (rows.length > 0) await db.insert(pro_profiles).values(rows);
}
