import { z } from 'zod/mini';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';

/** Showroom IDs are 8 characters of letters and digits (spec §3, §4). */
export const SHOWROOM_ID_PATTERN = /^[A-Za-z0-9]+$/;

/** `GET /api/visualization/showrooms?s=` query. */
export const showroomSearchQuerySchema = z.object({
  s: z
    .string({ error: 'The s field is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The s field is required.'),
      z.maxLength(
        SHOWROOM_ID_LENGTH,
        `The s field must not be greater than ${SHOWROOM_ID_LENGTH} characters.`,
      ),
      z.regex(SHOWROOM_ID_PATTERN, 'The s field may only contain letters and numbers.'),
    ),
});
export type ShowroomSearchQuery = z.infer<typeof showroomSearchQuerySchema>;

export const showroomSearchResultSchema = z.object({
  id: z.int(),
  company_name: z.string(),
  vsd_id: z.string(),
});
export type ShowroomSearchResult = z.infer<typeof showroomSearchResultSchema>;

/** Response: `data.data` is the list of matches (spec §7). */
export const showroomSearchResponseSchema = envelopeSchema(
  z.object({ data: z.array(showroomSearchResultSchema) }),
);
export type ShowroomSearchResponse = z.infer<typeof showroomSearchResponseSchema>;
