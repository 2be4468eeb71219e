import { z } from 'zod/mini';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import { SHOWROOM_ID_PATTERN } from '../showrooms/showroom-search.ts';
import { productHashField } from './request-fields.ts';

/** `GET /api/first_paint/storefront/{vsd_id}` and its `/style.css` (decision 0129): a Showroom ID. */
export const storefrontFirstPaintParamsSchema = z.object({
  vsd_id: z
    .string()
    .check(
      z.length(SHOWROOM_ID_LENGTH, `The vsd id field must be ${SHOWROOM_ID_LENGTH} characters.`),
      z.regex(SHOWROOM_ID_PATTERN, 'The vsd id field may only contain letters and numbers.'),
    ),
});
export type StorefrontFirstPaintParams = z.infer<typeof storefrontFirstPaintParamsSchema>;

/** `GET /api/first_paint/product/{hash}` and its `/style.css` (decision 0129): a product's hash. */
export const productFirstPaintParamsSchema = z.object({ hash: productHashField('hash') });
export type ProductFirstPaintParams = z.infer<typeof productFirstPaintParamsSchema>;
