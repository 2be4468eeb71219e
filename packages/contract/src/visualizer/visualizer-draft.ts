/**
 * What the visualizer stores in a draft and in `my_item` (spec §3: floorplan, floorTemplate, is_3d):
 * the plan and its edited dimensions, and the template with the product picked per slot. The server
 * keeps any small JSON value there (`draftValueField`, older clients stored plain ids); these shapes
 * are what the visualizer writes and the only ones it reads back (anything else starts afresh):
 * `@showroom/rooms` reads them against its plans and templates.
 */
import { z } from 'zod/mini';
import { CATEGORY_SLUG_PATTERN, PRODUCT_HASH_PATTERN } from '../catalog/request-fields.ts';

/** Slot ids, plan ids and template ids are slugs like category slugs. */
const slugField = (max: number) => z.string().check(z.maxLength(max), z.regex(CATEGORY_SLUG_PATTERN));
const feetField = () => z.number().check(z.minimum(1), z.maximum(200));

/** The most slots a draft names: more than any room has, far within the draft's value limits. */
const MAX_DRAFT_SLOTS = 40;

export const draftFloorplanSchema = z.object({
  id: slugField(100),
  widthFt: feetField(),
  depthFt: feetField(),
  heightFt: feetField(),
});
export type DraftFloorplan = z.infer<typeof draftFloorplanSchema>;

export const draftFloorTemplateSchema = z.object({
  /** The template started from; null for a bare plan or once the homeowner's own mix. */
  id: z.nullable(slugField(140)),
  /** The product picked per slot id, by its public hash (its cheapest size, as the cards list it). */
  materials: z
    .record(slugField(60), z.string().check(z.regex(PRODUCT_HASH_PATTERN)))
    .check(z.refine((materials) => Object.keys(materials).length <= MAX_DRAFT_SLOTS)),
});
export type DraftFloorTemplate = z.infer<typeof draftFloorTemplateSchema>;
