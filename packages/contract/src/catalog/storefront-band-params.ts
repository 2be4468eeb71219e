import { z } from 'zod/mini';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import { SHOWROOM_ID_PATTERN } from '../showrooms/showroom-search.ts';

/** `GET /api/storefront_band/{vsd_id}` and its `/style.css` (decision 0129): a Showroom ID. */
export const storefrontBandParamsSchema = z.object({
  vsd_id: z
    .string()
    .check(
      z.length(SHOWROOM_ID_LENGTH, `The vsd id field must be ${SHOWROOM_ID_LENGTH} characters.`),
      z.regex(SHOWROOM_ID_PATTERN, 'The vsd id field may only contain letters and numbers.'),
    ),
});
export type StorefrontBandParams = z.infer<typeof storefrontBandParamsSchema>;
