import { z } from 'zod/mini';
import { SHOWROOM_ID_LENGTH } from '../constants/constants.ts';
import type { FirstPaint } from '../constants/first-paint.ts';
import { SHOWROOM_ID_PATTERN } from '../showrooms/showroom-search.ts';
import { productHashField } from './request-fields.ts';

/** `GET /api/first_paint/storefront/{vsd_id}` (decision 0129): a Showroom ID. */
export const storefrontFirstPaintParamsSchema = z.object({
  vsd_id: z
    .string()
    .check(
      z.length(SHOWROOM_ID_LENGTH, `The vsd id field must be ${SHOWROOM_ID_LENGTH} characters.`),
      z.regex(SHOWROOM_ID_PATTERN, 'The vsd id field may only contain letters and numbers.'),
    ),
});
export type StorefrontFirstPaintParams = z.infer<typeof storefrontFirstPaintParamsSchema>;

/** `GET /api/first_paint/product/{hash}` (decision 0129): a product's hash. */
export const productFirstPaintParamsSchema = z.object({ hash: productHashField('hash') });
export type ProductFirstPaintParams = z.infer<typeof productFirstPaintParamsSchema>;

/**
 * A first paint's answer (decision 0129), the constants entry's `FirstPaint`: not in the spec's envelope,
 * since embed.js reads the two fields as they are, with no schema of its own.
 */
export const firstPaintSchema: z.ZodMiniType<FirstPaint> = z.object({ html: z.string(), css: z.string() });
