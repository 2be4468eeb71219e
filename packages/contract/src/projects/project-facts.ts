import { z } from 'zod/mini';
import { usZipField } from '../address/us-address-fields.ts';
import { requiredText } from '../validation/fields.ts';
import { positiveIdField } from '../validation/query-params.ts';
import { styleProfileSchema } from './style-profile.ts';

/**
 * A project's own facts (issue #25: name, room type, budget, ZIP) and the calls that set them
 * (decision 0104). The spec names the facts but gives no rules; these are ours.
 */
export const PROJECT_ROOM_TYPES = [
  'Kitchen',
  'Bathroom',
  'Living room',
  'Bedroom',
  'Outdoor',
  'Whole home',
  'Other',
] as const;
export type ProjectRoomType = (typeof PROJECT_ROOM_TYPES)[number];

export const MAX_PROJECT_NAME_LENGTH = 80;
/** Ten million dollars: more than any home remodel, small enough for an integer column of cents. */
export const MAX_PROJECT_BUDGET_DOLLARS = 10_000_000;

const roomTypeField = () => z.enum(PROJECT_ROOM_TYPES, { error: 'Choose a room type from the list.' });

/** Whole dollars or dollars and cents, as typed into the budget field; stored as cents. */
const budgetField = () =>
  z.nullable(
    z.number({ error: 'The budget field must be a number.' }).check(
      z.minimum(0, 'The budget field must be at least 0.'),
      z.maximum(
        MAX_PROJECT_BUDGET_DOLLARS,
        `The budget field must not be greater than ${MAX_PROJECT_BUDGET_DOLLARS}.`,
      ),
      // Cents are whole: 12.5 and 12.50 pass, 12.505 does not (within floating-point noise).
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: 'The budget field must have at most two decimals.',
      }),
    ),
  );

/** `POST /api/projects`: a new project; the style profile when the survey was taken with it. */
export const projectCreateRequestSchema = z.object({
  name: requiredText('name', MAX_PROJECT_NAME_LENGTH),
  room_type: roomTypeField(),
  /** In dollars; null or absent when the homeowner has none yet. */
  budget: z.optional(budgetField()),
  zip: usZipField('zip'),
  style_profile: z.optional(styleProfileSchema),
  /** The showroom the homeowner shops (`my_item.showroom`): its pro is the one the project is shared with. */
  showroom: z.optional(positiveIdField('showroom')),
});
export type ProjectCreateRequest = z.input<typeof projectCreateRequestSchema>;

/** `PUT /api/projects/{id}`: the facts to change; each one given replaces the stored one. */
export const projectFactsUpdateRequestSchema = z
  .object({
    name: z.optional(requiredText('name', MAX_PROJECT_NAME_LENGTH)),
    room_type: z.optional(roomTypeField()),
    budget: z.optional(budgetField()),
    zip: z.optional(usZipField('zip')),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Give at least one of name, room type, budget and ZIP.',
      path: ['name'],
    }),
  );
export type ProjectFactsUpdateRequest = z.input<typeof projectFactsUpdateRequestSchema>;
