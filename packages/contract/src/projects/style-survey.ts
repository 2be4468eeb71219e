import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { positiveIdField } from '../validation/query-params.ts';
import { styleProfileSchema } from './style-profile.ts';

/**
 * `PUT /api/style_profile`: the survey's answer, stored on the homeowner and, when taken for one of their
 * projects, on that project too (decision 0104).
 */
export const styleSurveyRequestSchema = z.object({
  profile: styleProfileSchema,
  project_id: z.optional(positiveIdField('project id')),
});
export type StyleSurveyRequest = z.input<typeof styleSurveyRequestSchema>;

/** `GET`/`PUT /api/style_profile`: the homeowner's profile, null until the survey is taken. */
export const styleProfileResponseSchema = envelopeSchema(z.nullable(styleProfileSchema));
export type StyleProfileResponse = z.infer<typeof styleProfileResponseSchema>;
