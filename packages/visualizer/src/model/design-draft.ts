/**
 * The saved draft item of a design (spec §3: showroom, floorplan, floorTemplate, project), stored
 * under `draft_item` so sign-in or registration can create the project from it (spec §4 (a)):
 * - `floorplan`: `{ id, widthFt, depthFt, heightFt }`, the plan at the room's dimensions;
 * - `floorTemplate`: `{ id, materials }`, the template started from (null for none) and each slot's
 *   product hash, so the project holds the whole design;
 * - `project`: `{ name }`, what the project is called.
 * Each stays well inside DRAFT_VALUE_LIMITS (a room has a few dozen slots at most).
 */
import type { DraftItem } from '@showroom/contract/account';
import type { RoomDimensions } from '@showroom/contract/visualizer';

export interface DesignDraftInput {
  showroom: number;
  planId: string;
  planName: string;
  templateId: string | null;
  dimensions: RoomDimensions;
  materials: Readonly<Record<string, string>>;
}

export function designDraft(design: DesignDraftInput): DraftItem {
  return {
    showroom: design.showroom,
    floorplan: { id: design.planId, ...design.dimensions },
    floorTemplate: { id: design.templateId, materials: { ...design.materials } },
    project: { name: design.planName },
  };
}
