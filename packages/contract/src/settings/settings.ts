import { z } from 'zod';
import { envelopeSchema } from '../envelope/envelope.ts';

/** `GET /api/setting`: platform settings shown in content pages and the footer. */
export const settingsSchema = z.object({
  app_name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  company_address: z.string(),
  platform_url: z.string(),
  powered_by_url: z.string(),
  default_theme_color: z.string(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = envelopeSchema(settingsSchema);

/** `GET /api/public?pid=&cid=`: public data of a product/category context (ids optional). */
export const publicQuerySchema = z.object({
  pid: z.coerce.number().int().positive().optional(),
  cid: z.coerce.number().int().positive().optional(),
});
export type PublicQuery = z.infer<typeof publicQuerySchema>;

export const publicDataSchema = z.object({
  app_name: z.string(),
  category_count: z.number().int(),
  brand_count: z.number().int(),
  product_count: z.number().int(),
  showroom_count: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PublicData = z.infer<typeof publicDataSchema>;
export const publicResponseSchema = envelopeSchema(publicDataSchema);
