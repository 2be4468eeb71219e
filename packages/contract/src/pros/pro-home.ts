import { z } from 'zod/mini';
import { PRO_TYPES } from '../constants/constants.ts';
import { envelopeSchema } from '../envelope/envelope.ts';

/** `GET /api/pro/home`: the console's home, the pro's showroom as they share it. */
export const proHomeSchema = z.object({
  type: z.enum(PRO_TYPES),
  vsd_id: z.string(),
  company_name: z.string(),
  /** The shell's address of this showroom, to share or print as a QR code. */
  shop_url: z.string(),
  markup_percent: z.number(),
});
export type ProHome = z.infer<typeof proHomeSchema>;
export const proHomeResponseSchema = envelopeSchema(proHomeSchema);
export type ProHomeResponse = z.infer<typeof proHomeResponseSchema>;
