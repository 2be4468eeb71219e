import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { positiveIdField } from '../validation/query-params.ts';

/** Where a visit happened: a widget on a pro's own site, or the platform's shell. */
export const VISIT_SURFACES = ['embed', 'shell'] as const;
export type VisitSurface = (typeof VISIT_SURFACES)[number];

/**
 * `POST /api/visits` (public): core tells it once per page session (per tab, surface and showroom) that a
 * showroom was visited; the server adds one to that showroom's counter of the day. Answers `{ success }`.
 */
export const visitRequestSchema = z.object({
  showroom: positiveIdField('showroom'),
  surface: z.enum(VISIT_SURFACES, { error: 'The surface must be embed or shell.' }),
});
export type VisitRequest = z.input<typeof visitRequestSchema>;
export const visitResponseSchema = envelopeSchema(z.null());
export type VisitResponse = z.infer<typeof visitResponseSchema>;

/** sessionStorage key of the visits this tab already counted (`surface:showroom` entries). */
export const VISITS_COUNTED_KEY = 'showroom_visits_counted';
