/**
 * At most three styles: a profile naming more ranks nothing above anything else. Apart from the profile's
 * schema, so the visualizer ranks its templates without loading the projects entry's schemas (decision 0118).
 */
export const MAX_PROFILE_STYLES = 3;

/**
 * How well a set of style tags (a template's, a designer's) matches a profile: the best-placed shared
 * style counts most, so "Modern first" ranks a Modern designer above a Rustic one that is the profile's
 * third pick. 0 when nothing is shared or there is no profile.
 */
export function styleMatchScore(
  // A profile's styles (`StyleProfile`), by shape: the profile's schema module imports this one.
  profile: { readonly tags: readonly string[] } | null | undefined,
  tags: readonly string[],
): number {
  if (!profile) return 0;
  let score = 0;
  profile.tags.forEach((tag, index) => {
    if (tags.includes(tag)) score += MAX_PROFILE_STYLES - index;
  });
  return score;
}
