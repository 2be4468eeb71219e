import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';

/** How a category is sold: Box (price per box and per sqft) or Piece (price per unit of measure). */
export const CATEGORY_UNIT_VALUES = ['Box', 'Piece'] as const;

export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  photo: string | null;
  resized_photo: string | null;
  unit: (typeof CATEGORY_UNIT_VALUES)[number];
  /** Sub-categories, then second sub-categories (spec §3 parent/sub/second sub). */
  children: MenuCategory[];
}

export const menuCategorySchema: z.ZodMiniType<MenuCategory> = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.nullable(z.int()),
  photo: z.nullable(z.string()),
  resized_photo: z.nullable(z.string()),
  unit: z.enum(CATEGORY_UNIT_VALUES),
  get children() {
    return z.array(menuCategorySchema);
  },
});

/** One `data.data` entry of `GET /api/menu_category_show_all/{id}` (spec §3 "Menu category entries"). */
export const menuCategoryEntrySchema = z.object({ category: menuCategorySchema, category_id: z.int() });
export type MenuCategoryEntry = z.infer<typeof menuCategoryEntrySchema>;

export const menuCategoryResponseSchema = envelopeSchema(
  z.object({ data: z.array(menuCategoryEntrySchema) }),
);
export type MenuCategoryResponse = z.infer<typeof menuCategoryResponseSchema>;
