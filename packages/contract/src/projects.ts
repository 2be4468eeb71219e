/**
 * `@showroom/contract/projects`: a homeowner's projects beyond the cart (issue #25): the style profile,
 * rooms, photos, checklist, chat and hired designers. Its own entry so shopping widgets never download it.
 */
export {
  MAX_PROFILE_STYLES,
  type StyleProfile,
  styleMatchScore,
  styleProfileSchema,
} from './projects/style-profile.ts';
