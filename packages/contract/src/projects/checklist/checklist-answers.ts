import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { PROJECT_ROLES } from '../project-views.ts';

/** Who takes part in a project (issue #25's one access rule): its homeowner, the shared pro, a hired designer. */
export const projectRoleSchema = z.enum(PROJECT_ROLES);
export type ProjectRole = z.infer<typeof projectRoleSchema>;

/**
 * One checklist line, priced now in the project's showroom (the cart's rule: the pro's markup on the
 * line's size, the product's cheapest when none was chosen), with how its quantity was found.
 */
export const checklistLineSchema = z.object({
  id: z.int(),
  project_id: z.int(),
  product_id: z.int(),
  hash: z.string(),
  name: z.string(),
  brand: z.string(),
  vendor: z.string(),
  photo: z.nullable(z.string()),
  size_id: z.nullable(z.int()),
  colour: z.nullable(z.string()),
  /** 'Box' for Box-unit categories, otherwise the size's unit of measure. */
  unit: z.string(),
  qty: z.int(),
  /** One unit at the showroom's price, in US dollars. */
  price: z.number(),
  /** price × qty, in US dollars (whole cents). */
  amount: z.number(),
  /** Square feet per box, when sold by the box. */
  box_sqft: z.nullable(z.number()),
  /** The area the quantity came from, with its waste allowance and what the boxes cover; null when counted. */
  area_sqft: z.nullable(z.number()),
  waste_percent: z.nullable(z.int()),
  coverage_sqft: z.nullable(z.number()),
  checked: z.boolean(),
  note: z.nullable(z.string()),
  position: z.int(),
  /** Who put it on the list; `id` null once their account is gone. */
  added_by: z.object({ id: z.nullable(z.int()), name: z.string(), role: projectRoleSchema }),
  in_stock: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

export const checklistProjectSchema = z.object({
  id: z.int(),
  name: z.nullable(z.string()),
  /** The showroom (its pro's user id) the lines are priced in and the cart buys from. */
  showroom: z.int(),
});

/** Counts and money of the list: everything, and what is not checked off yet (what "Add all to cart" buys). */
export const checklistTotalsSchema = z.object({
  count: z.int(),
  unchecked_count: z.int(),
  subtotal: z.number(),
  unchecked_subtotal: z.number(),
});

/** A project's checklist (`GET /api/projectChecklist/{projectId}`), with the caller's part in the project. */
export const projectChecklistSchema = z.object({
  project: checklistProjectSchema,
  role: projectRoleSchema,
  items: z.array(checklistLineSchema),
  totals: checklistTotalsSchema,
});
export type ProjectChecklist = z.infer<typeof projectChecklistSchema>;
export const projectChecklistResponseSchema = envelopeSchema(projectChecklistSchema);
export type ProjectChecklistResponse = z.infer<typeof projectChecklistResponseSchema>;

/** `POST /api/projectChecklist`'s answer (spec §7: `data.append_items`, `project_checklist`). */
export const projectChecklistSaveResponseSchema = envelopeSchema(
  z.object({ append_items: z.boolean(), project_checklist: projectChecklistSchema }),
);
export type ProjectChecklistSaveResponse = z.infer<typeof projectChecklistSaveResponseSchema>;

/**
 * `GET /api/projectChecklist`: the caller's checklists, one per project they take part in (a
 * homeowner's own projects; a pro's shared ones; a designer's hired ones), newest change first.
 */
export const checklistSummarySchema = z.object({
  project: checklistProjectSchema,
  role: projectRoleSchema,
  totals: checklistTotalsSchema,
  /** When the list last changed; null for a project with an empty list. */
  updated_at: z.nullable(z.string()),
});
export type ChecklistSummary = z.infer<typeof checklistSummarySchema>;
export const projectChecklistsResponseSchema = envelopeSchema(z.array(checklistSummarySchema));
export type ProjectChecklistsResponse = z.infer<typeof projectChecklistsResponseSchema>;

/** `PUT /api/projectChecklist/{id}`'s answer: the message and the line as it now is. */
export const checklistLineResponseSchema = envelopeSchema(checklistLineSchema);
export type ChecklistLineResponse = z.infer<typeof checklistLineResponseSchema>;

/** `DELETE /api/projectChecklist/{id}`'s answer: the message and the removed line's id. */
export const checklistLineRemovedResponseSchema = envelopeSchema(z.object({ id: z.int() }));
