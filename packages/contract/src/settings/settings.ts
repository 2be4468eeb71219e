import { brandPaletteSchema, envelopeSchema, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';

/** `GET /api/setting`: platform settings shown in content pages and the footer. */
export const settingsSchema = z.object({
  app_name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  company_address: z.string(),
  platform_url: z.string(),
  powered_by_url: z.string(),
  default_theme_color: z.string(),
  /**
   * The palette of `default_theme_color` (the built-in default colour's when that is not a hex colour),
   * computed by the server (decision 0091). Optional for a deploy's overlap with older API processes.
   */
  palette: z.optional(brandPaletteSchema),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = envelopeSchema(settingsSchema);

/** `GET /api/public?pid=&cid=`: public data of a product/category context (ids optional). */
export const publicQuerySchema = z.object({
  pid: z.optional(positiveIdField('pid')),
  cid: z.optional(positiveIdField('cid')),
});
export type PublicQuery = z.infer<typeof publicQuerySchema>;

const namedRef = z.nullable(z.object({ id: z.int(), name: z.string() }));

export const publicDataSchema = z.object({
  app_name: z.string(),
  category_count: z.int(),
  brand_count: z.int(),
  product_count: z.int(),
  showroom_count: z.int(),
  category: namedRef,
  product: namedRef,
});
export type PublicData = z.infer<typeof publicDataSchema>;
export const publicResponseSchema = envelopeSchema(publicDataSchema);
