/**
 * The saved draft item of a design (spec §3: showroom, floorplan, floorTemplate, project), stored
 * under `draft_item` so sign-in or registration can create the project from it (spec §4 (a)). The
 * floorplan and floorTemplate values are the contract's visualizer draft shapes; `project` is
 * `{ name }`, what the project is called.
 */
import type { DraftItem } from '@showroom/contract/account';
import type { DraftFloorTemplate } from '@showroom/contract/visualizer';
import { draftFloorplan, type FloorPlan, type RoomDimensions } from '@showroom/rooms';

export interface DesignDraftInput {
  showroom: number;
  plan: FloorPlan;
  templateId: string | null;
  dimensions: RoomDimensions;
  /** Slot id → product hash. */
  materials: Readonly<Record<string, string>>;
}

export function designDraft({
  showroom,
  plan,
  templateId,
  dimensions,
  materials,
}: DesignDraftInput): DraftItem {
  const floorTemplate: DraftFloorTemplate = { id: templateId, materials: { ...materials } };
  return {
    showroom,
    floorplan: draftFloorplan(plan, dimensions),
    floorTemplate,
    project: { name: plan.name },
  };
}
