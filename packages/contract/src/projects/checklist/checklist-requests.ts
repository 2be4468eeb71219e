import { intField, positiveIdField } from '@showroom/contract';
import { z } from 'zod/mini';
import { AREA_TO_BOXES } from '../../cart/area-to-boxes.ts';
import { MAX_CART_QTY } from '../../cart/project-cart.ts';
import { MAX_CHECKLIST_ITEMS, PROJECT_CHECKLIST_MESSAGES } from './checklist-messages.ts';

/** The largest area one line covers: a warehouse floor, far past any room; more is a typo. */
export const MAX_CHECKLIST_AREA_SQFT = 100_000;
/** The most characters of a line's note. */
export const MAX_CHECKLIST_NOTE_LENGTH = 500;

/** Spec §9: decimal inputs take at most two places. */
const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const areaField = () =>
  z
    .number({ error: 'The area sqft field must be a number.' })
    .check(
      z.gt(0, 'The area sqft field must be greater than 0.'),
      z.maximum(
        MAX_CHECKLIST_AREA_SQFT,
        `The area sqft field must not be greater than ${MAX_CHECKLIST_AREA_SQFT}.`,
      ),
      z.refine(hasTwoDecimalsAtMost, 'The area sqft field must have at most 2 decimal places.'),
    );

const noteField = () =>
  z.nullable(
    z
      .string({ error: 'The note field must be a string.' })
      .check(
        z.maxLength(
          MAX_CHECKLIST_NOTE_LENGTH,
          `The note field must not be greater than ${MAX_CHECKLIST_NOTE_LENGTH} characters.`,
        ),
      ),
  );

/**
 * One product put on a checklist: a product in one size and colour, and how many: `qty`, or the
 * `area_sqft` it covers (boxes are then counted by the server with the cart's `boxesForArea`, the
 * waste allowance the product's pattern suggests unless `waste_percent` says otherwise). Never a price.
 */
export const checklistItemInputSchema = z
  .object({
    product_id: positiveIdField('product id'),
    size_id: z.optional(z.nullable(positiveIdField('size id'))),
    colour: z.optional(
      z.nullable(
        z.string().check(z.maxLength(60, 'The colour field must not be greater than 60 characters.')),
      ),
    ),
    qty: z.optional(intField('qty', 1, MAX_CART_QTY)),
    area_sqft: z.optional(areaField()),
    waste_percent: z.optional(intField('waste percent', 0, AREA_TO_BOXES.maxWastePercent)),
    note: z.optional(noteField()),
  })
  .check(
    z.refine((item) => item.qty !== undefined || item.area_sqft !== undefined, {
      message: PROJECT_CHECKLIST_MESSAGES.qtyOrAreaRequired,
      path: ['qty'],
    }),
  );
export type ChecklistItemInput = z.input<typeof checklistItemInputSchema>;
export type ChecklistItemFields = z.infer<typeof checklistItemInputSchema>;

/**
 * `POST /api/projectChecklist` (spec §7 "checklist" → `data.append_items`, `project_checklist`): puts
 * `items` on the project's checklist, or builds them from the project's saved design (`from:
 * 'design'`, the visualizer's bill of materials of it). `append_items` true (the default) adds to the
 * list, the same product, size and colour adding to its line; false replaces the whole list.
 */
export const projectChecklistRequestSchema = z
  .object({
    project: positiveIdField('project'),
    append_items: z.optional(z.boolean({ error: 'The append items field must be true or false.' })),
    from: z.optional(z.literal('design', { error: 'The from field must be design.' })),
    items: z.optional(
      z
        .array(checklistItemInputSchema, { error: 'The items field must be a list.' })
        .check(z.maxLength(MAX_CHECKLIST_ITEMS, PROJECT_CHECKLIST_MESSAGES.tooManyItems)),
    ),
  })
  .check(
    z.refine(
      (body) => body.from !== undefined || (body.items?.length ?? 0) > 0 || body.append_items === false,
      {
        message: PROJECT_CHECKLIST_MESSAGES.itemsRequired,
        path: ['items'],
      },
    ),
  );
export type ProjectChecklistRequest = z.input<typeof projectChecklistRequestSchema>;

const CHECKLIST_UPDATE_FIELDS = ['qty', 'checked', 'note'] as const;

/**
 * `PUT /api/projectChecklist/{id}` (spec §7 "checklist" → `message`): a line's quantity, its
 * check mark or its note; a field left out stays as it is, and at least one must be given.
 */
export const checklistItemUpdateRequestSchema = z
  .object({
    qty: z.optional(intField('qty', 1, MAX_CART_QTY)),
    checked: z.optional(z.boolean({ error: 'The checked field must be true or false.' })),
    note: z.optional(noteField()),
  })
  .check(
    z.refine((body) => CHECKLIST_UPDATE_FIELDS.some((field) => body[field] !== undefined), {
      message: 'The qty field is required when neither checked nor note is present.',
      path: ['qty'],
    }),
  );
export type ChecklistItemUpdateRequest = z.input<typeof checklistItemUpdateRequestSchema>;

/**
 * Path parameter of `/api/projectChecklist/{projectId}` (GET) and `/api/projectChecklist/{id}` (PUT,
 * DELETE: a line): one router segment, so one name.
 */
export const checklistIdParamsSchema = z.object({ id: positiveIdField('id') });
