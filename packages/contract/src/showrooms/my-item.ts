import { z } from 'zod';

/** Stored showroom selection `my_item` (spec §3). custom_addon 1 or 'true' means active. */
export const myItemSchema = z.object({
  showroom: z.number().int(),
  vsd_id: z.string(),
  company_name: z.string(),
  theme_color: z.string().nullable(),
  business_logo: z.string().nullable().optional(),
  custom_addon: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  basic_addon: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  floorplan: z.unknown().optional(),
  floorTemplate: z.unknown().optional(),
  is_3d: z.union([z.number(), z.boolean()]).optional(),
});
export type MyItem = z.infer<typeof myItemSchema>;

/** A showroom's custom addon counts as active when it is 1 or 'true' (spec §4 Theming). */
export function isAddonActive(value: MyItem['custom_addon'] | undefined): boolean {
  return value === 1 || value === 'true' || value === true || value === '1';
}
