import { z } from 'zod/mini';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { BILL_COUNTED_IN } from '../visualizer/bill-count-word.ts';
import { draftFloorplanSchema, draftFloorTemplateSchema } from '../visualizer/visualizer-draft.ts';
import { AI_ROOM_TYPES } from './ai-design-request.ts';
import { aiPhotoSchema } from './ai-photo.ts';
import { aiPhotoSurfaceSchema } from './ai-photo-surfaces.ts';

/** Which generator made a request's designs: the offline catalogue rules, or the hosted image model. */
export const AI_GENERATORS = ['catalogue', 'hosted'] as const;
export type AiGenerator = (typeof AI_GENERATORS)[number];

/** A product a design uses, at the price of the request's showroom (or the platform's). */
export const aiDesignItemSchema = z.object({
  product_id: z.int(),
  size_id: z.int(),
  colour: z.nullable(z.string()),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  /** The room slot it fills (the visualizer's slot id). */
  slot: z.string(),
  qty: z.int(),
  /** The product's unit: what one `qty` is (a box, a piece) unless `counted_in` says otherwise. */
  unit: z.string(),
  /**
   * A countertop counted in slabs or square feet as its category sells it (the visualizer's bill line,
   * decision 0113); absent on every other line, and on designs made before it was sent.
   */
  counted_in: z.optional(z.enum(BILL_COUNTED_IN)),
  unit_price_cents: z.int(),
  line_cents: z.int(),
  /** Why it was chosen, in a sentence. */
  reason: z.string(),
});
export type AiDesignItem = z.infer<typeof aiDesignItemSchema>;

/** The visualizer's saved-design shape (spec §3 floorplan, floorTemplate), so the 3D room can open it. */
export const aiDesignDraftSchema = z.object({
  floorplan: draftFloorplanSchema,
  floorTemplate: draftFloorTemplateSchema,
});
export type AiDesignDraft = z.infer<typeof aiDesignDraftSchema>;

export const aiDesignSchema = z.object({
  id: z.int(),
  title: z.string(),
  summary: z.string(),
  total_cents: z.int(),
  within_budget: z.boolean(),
  draft: aiDesignDraftSchema,
  items: z.array(aiDesignItemSchema),
  /** The hosted model's picture of the design; null from the catalogue generator. */
  render_url: z.nullable(z.string()),
});
export type AiDesign = z.infer<typeof aiDesignSchema>;

export const aiDesignRequestRecordSchema = z.object({
  id: z.int(),
  room_type: z.enum(AI_ROOM_TYPES),
  width_ft: z.number(),
  length_ft: z.number(),
  budget_cents: z.int(),
  credits_spent: z.int(),
  /** The balance right after this request was paid. */
  credits_left: z.int(),
  generator: z.enum(AI_GENERATORS),
  /** What the generator did, honestly (AI_DESIGN_MESSAGES' generator notes). */
  note: z.string(),
  created_at: z.string(),
  /** The room photo the request was made with (a fresh signed link), null without one or once deleted. */
  photo: z.nullable(aiPhotoSchema),
  /** True when the request was made with a photo its owner has since removed (its designs stay). */
  photo_removed: z.boolean(),
  /** The floor (and wall) marked on that photo, where each design is laid; empty when none was marked. */
  photo_surfaces: z.array(aiPhotoSurfaceSchema),
});
export type AiDesignRequestRecord = z.infer<typeof aiDesignRequestRecordSchema>;

/** `POST /api/AI/designs` and `GET /api/AI/designs/{id}`: the request and its three designs. */
export const aiDesignResultSchema = z.object({
  request: aiDesignRequestRecordSchema,
  designs: z.array(aiDesignSchema),
});
export type AiDesignResult = z.infer<typeof aiDesignResultSchema>;
export const aiDesignResultResponseSchema = envelopeSchema(aiDesignResultSchema);
export type AiDesignResultResponse = z.infer<typeof aiDesignResultResponseSchema>;

/** One row of `GET /api/AI/designs`: the request and its designs' titles and totals. */
export const aiDesignRequestSummarySchema = z.extend(aiDesignRequestRecordSchema, {
  designs: z.array(
    z.object({ id: z.int(), title: z.string(), total_cents: z.int(), render_url: z.nullable(z.string()) }),
  ),
});
export type AiDesignRequestSummary = z.infer<typeof aiDesignRequestSummarySchema>;
export const aiDesignListResponseSchema = envelopeSchema(paginatorSchema(aiDesignRequestSummarySchema));
export type AiDesignListResponse = z.infer<typeof aiDesignListResponseSchema>;
