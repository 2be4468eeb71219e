import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { MAX_ID } from '../validation/query-params.ts';
import { proPictureSchema } from './pro-pictures.ts';

/** The styles a designer may say they work in; homeowners filter by them when hiring (projects issue). */
export const DESIGN_STYLE_TAGS = [
  'Modern',
  'Contemporary',
  'Traditional',
  'Transitional',
  'Farmhouse',
  'Scandinavian',
  'Industrial',
  'Mid-century modern',
  'Coastal',
  'Bohemian',
  'Minimalist',
  'Rustic',
] as const;
export type DesignStyleTag = (typeof DESIGN_STYLE_TAGS)[number];

export const MAX_STYLE_TAGS = 6;
/** $5,000 an hour: above it is a typo, not a rate. */
export const MAX_HOURLY_RATE_CENTS = 500_000;

/** The designer profile's texts, written once. */
export const DESIGNER_PROFILE_MESSAGES = {
  saved: 'Your profile is saved. Homeowners see it when they hire a designer.',
  rate: 'Enter your hourly rate in dollars, up to $5,000, such as 85 or 85.50.',
  styles: `Choose up to ${MAX_STYLE_TAGS} styles from the list.`,
  about: 'Keep the introduction under 1,000 characters.',
  noRatings: 'No ratings yet',
  portfolioEmpty: 'No portfolio pictures yet.',
  acceptingProjects: 'Taking new projects (homeowners can hire you)',
} as const;

/** Ratings come from hires (the projects issue): the average of 1–5 stars, null until the first. */
export const designerRatingSchema = z.object({ average: z.nullable(z.number()), count: z.int() });
export type DesignerRating = z.infer<typeof designerRatingSchema>;

/** `GET /api/pro/profile` and the answer of a change: the signed-in pro's own profile. */
export const proProfileSchema = z.object({
  hourly_rate_cents: z.nullable(z.int()),
  style_tags: z.array(z.string()),
  about: z.nullable(z.string()),
  portfolio: z.array(proPictureSchema),
  max_portfolio_pictures: z.int(),
  rating: designerRatingSchema,
  /** Availability (decision 0108): whether homeowners may hire this pro for a new project. */
  accepting_projects: z.boolean(),
});
export type ProProfile = z.infer<typeof proProfileSchema>;
export const proProfileResponseSchema = envelopeSchema(proProfileSchema);
export type ProProfileResponse = z.infer<typeof proProfileResponseSchema>;

/** `PUT /api/pro/profile`: rate in cents (null: not given), styles from the list, an introduction. */
export const proProfileRequestSchema = z.object({
  hourly_rate_cents: z.nullable(
    z
      .int({ error: DESIGNER_PROFILE_MESSAGES.rate })
      .check(
        z.minimum(0, DESIGNER_PROFILE_MESSAGES.rate),
        z.maximum(MAX_HOURLY_RATE_CENTS, DESIGNER_PROFILE_MESSAGES.rate),
      ),
  ),
  style_tags: z
    .array(z.enum(DESIGN_STYLE_TAGS, { error: DESIGNER_PROFILE_MESSAGES.styles }), {
      error: DESIGNER_PROFILE_MESSAGES.styles,
    })
    .check(z.maxLength(MAX_STYLE_TAGS, DESIGNER_PROFILE_MESSAGES.styles)),
  about: z.nullable(
    z
      .string({ error: DESIGNER_PROFILE_MESSAGES.about })
      .check(z.trim(), z.maxLength(1000, DESIGNER_PROFILE_MESSAGES.about)),
  ),
  /** Left out: unchanged (older consoles send no availability). */
  accepting_projects: z.optional(z.boolean({ error: 'The accepting projects field must be true or false.' })),
});
export type ProProfileRequest = z.infer<typeof proProfileRequestSchema>;

/** `GET /api/designers/:id` (public): what homeowners see of a designer when hiring one. */
export const designerPublicProfileSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  vsd_id: z.string(),
  hourly_rate_cents: z.nullable(z.int()),
  style_tags: z.array(z.string()),
  about: z.nullable(z.string()),
  portfolio: z.array(proPictureSchema),
  rating: designerRatingSchema,
  accepting_projects: z.boolean(),
});
export type DesignerPublicProfile = z.infer<typeof designerPublicProfileSchema>;
export const designerPublicProfileResponseSchema = envelopeSchema(designerPublicProfileSchema);
export type DesignerPublicProfileResponse = z.infer<typeof designerPublicProfileResponseSchema>;

/** `GET /api/designers/:id` path parameter. */
export const designerParamsSchema = z.object({
  // Ten digits pass the pattern but may overflow the database's integer ids.
  id: z.string().check(
    z.regex(/^[1-9]\d{0,9}$/, 'No such designer.'),
    z.refine((id) => Number(id) <= MAX_ID, 'No such designer.'),
  ),
});

/** `DELETE /api/pro/profile/pictures/:id`: a portfolio picture's token. */
export const portfolioPictureParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such picture.')),
});
