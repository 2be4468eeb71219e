import { z } from 'zod/mini';
import { DESIGN_STYLE_TAGS } from '../pros/designer-profile.ts';
import { MAX_PROFILE_STYLES } from './style-match.ts';

/**
 * A homeowner's style profile (spec §1 "take a style survey"), stored on the homeowner and on a project:
 * the styles the survey found, best match first, in the words designers tag their profiles with
 * (`DESIGN_STYLE_TAGS`), so templates, pickers and the designers' list rank by the same vocabulary.
 * `palette` and `materials` keep the survey's answers that are not styles (the pictured choices' keys).
 */
export const styleProfileSchema = z.object({
  tags: z
    .array(z.enum(DESIGN_STYLE_TAGS, { error: 'Choose styles from the list.' }))
    .check(
      z.minLength(1, 'Choose at least one style.'),
      z.maxLength(MAX_PROFILE_STYLES, `Choose up to ${MAX_PROFILE_STYLES} styles.`),
    ),
  palette: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
  materials: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(6))),
});
export type StyleProfile = z.infer<typeof styleProfileSchema>;
