import { z } from 'zod/mini';
import { brandPaletteSchema } from '../theming/palette-schema.ts';

const flag = z.nullable(z.union([z.number(), z.string(), z.boolean()]));

/** Stored showroom selection `my_item` (spec §3). custom_addon 1 or 'true' means active. */
export const myItemSchema = z.object({
  showroom: z.int(),
  vsd_id: z.string(),
  company_name: z.string(),
  theme_color: z.nullable(z.string()),
  business_logo: z.optional(z.nullable(z.string())),
  custom_addon: flag,
  basic_addon: flag,
  floorplan: z.optional(z.unknown()),
  floorTemplate: z.optional(z.unknown()),
  is_3d: z.optional(z.union([z.number(), z.boolean()])),
  /** The shop profile's palette, kept so a returning visitor's widgets theme at once; absent when stored before it. */
  palette: z.optional(z.nullable(brandPaletteSchema)),
});
export type MyItem = z.infer<typeof myItemSchema>;

/** A showroom's custom addon counts as active when it is 1 or 'true' (spec §4 Theming). */
export function isAddonActive(value: MyItem['custom_addon'] | undefined): boolean {
  return value === 1 || value === 'true' || value === true || value === '1';
}
