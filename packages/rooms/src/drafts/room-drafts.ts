/**
 * A design's floorplan and floorTemplate as a draft stores them (`@showroom/contract/visualizer`'s
 * schemas), written from and read back against this package's plans and templates.
 */
import {
  type DraftFloorplan,
  type DraftFloorTemplate,
  draftFloorplanSchema,
  draftFloorTemplateSchema,
} from '@showroom/contract/visualizer';
import type { RoomDimensions } from '../model/room-model.ts';
import { clampDimensions, type FloorPlan } from '../plans/floor-plan.ts';
import { floorPlanById } from '../plans/floor-plans.ts';
import { roomTemplateById } from '../templates/room-templates.ts';

export function draftFloorplan(plan: FloorPlan, dimensions?: Partial<RoomDimensions>): DraftFloorplan {
  return { id: plan.id, ...clampDimensions(plan, dimensions) };
}

/** A stored floorplan value the visualizer can open: its shape, a plan that exists, dimensions clamped. */
export function readDraftFloorplan(
  value: unknown,
): { plan: FloorPlan; dimensions: RoomDimensions } | undefined {
  const parsed = draftFloorplanSchema.safeParse(value);
  const plan = parsed.success ? floorPlanById(parsed.data.id) : undefined;
  if (!parsed.success || !plan) return undefined;
  return { plan, dimensions: clampDimensions(plan, parsed.data) };
}

/** A stored floorTemplate value: its shape, with a template id that no longer exists read as null. */
export function readDraftFloorTemplate(value: unknown): DraftFloorTemplate | undefined {
  const parsed = draftFloorTemplateSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { id, materials } = parsed.data;
  return { id: id !== null && roomTemplateById(id) ? id : null, materials };
}
