import { type StyleProfile, styleMatchScore } from '@showroom/contract/projects';

/** What the ranking reads of a designer. */
export interface RankableDesigner {
  id: number;
  style_tags: readonly string[];
  /** Average stars, null without ratings. */
  rating: { average: number | null; count: number };
}

/** The profile's styles a designer works in, in the profile's order (best match first). */
export function matchingTags(profile: StyleProfile | null, designerTags: readonly string[]): string[] {
  return profile ? profile.tags.filter((tag) => designerTags.includes(tag)) : [];
}

/**
 * Designers in the order a homeowner sees them (decision 0108): by how well their styles match the
 * project's style profile (the contract's `styleMatchScore`, as templates rank), then by rating (average,
 * then how many ratings; unrated last), then by id, so two reads of the same data list the same order.
 */
export function rankDesigners<T extends RankableDesigner>(
  profile: StyleProfile | null,
  designers: readonly T[],
): T[] {
  const score = new Map(
    designers.map((designer) => [designer.id, styleMatchScore(profile, designer.style_tags)]),
  );
  return [...designers].sort(
    (a, b) =>
      score.get(b.id)! - score.get(a.id)! ||
      (b.rating.average ?? -1) - (a.rating.average ?? -1) ||
      b.rating.count - a.rating.count ||
      a.id - b.id,
  );
}
