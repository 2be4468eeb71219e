/**
 * `@showroom/rooms`: the visualizer's room engine (issue #13, moved out of the contract by issue #21):
 * floor plans, room layouts, slots, templates and their palettes, surface areas and the bill of
 * materials. Pure TypeScript on the contract's schemas and rules.
 */
export {
  type BillOfMaterials,
  type BomGroup,
  type BomLine,
  type BomMeasure,
  type BomOptions,
  type BomProduct,
  billLine,
  billOfMaterials,
  lengthFt,
  priceCents,
  type SlotChoice,
  surfaceLine,
} from './bill/bill-of-materials.ts';
export { bulkCartItems } from './bill/bulk-cart-items.ts';
export { checklistItems } from './bill/checklist-items.ts';
export { draftFloorplan, readDraftFloorplan, readDraftFloorTemplate } from './drafts/room-drafts.ts';
export type { BathSpec, WallPlace } from './layout/bath-layout.ts';
export type { KitchenSpec } from './layout/kitchen-layout.ts';
export type { KitchenRunsSpec, RunId } from './layout/kitchen-runs.ts';
export { layoutProblems } from './layout/layout-problems.ts';
export { layoutRoom } from './layout/layout-room.ts';
export type { LivingSpec } from './layout/living-layout.ts';
export type { PatioSpec } from './layout/patio-layout.ts';
export {
  nextWall,
  oppositeWall,
  placeAlong,
  pointOnWall,
  previousWall,
  type WallFrame,
  wallFrame,
  wallLengthFt,
} from './model/room-geometry.ts';
export {
  FIXTURE_SLOT_KINDS,
  type FixturePlacement,
  type FixtureSlot,
  type FixtureSlotKind,
  isSurfaceSlot,
  type Opening,
  type PanelRect,
  type PoolBasin,
  ROOM_KINDS,
  type RoomBody,
  type RoomDimensions,
  type RoomKind,
  type RoomLayout,
  type RoomSlot,
  type SlotKind,
  SURFACE_SLOT_KINDS,
  type SurfacePanel,
  type SurfaceSlot,
  type SurfaceSlotKind,
  type Vec3,
  WALLS,
  type WallId,
} from './model/room-model.ts';
export { panelAreaSqft, roundSqft, surfaceAreaSqft } from './model/surface-area.ts';
export {
  clampDimensions,
  type DimensionLimits,
  type DimensionRange,
  type FloorPlan,
  type OpeningSpec,
  type PlanSpec,
  resolveOpenings,
} from './plans/floor-plan.ts';
export { FLOOR_PLANS, floorPlanById, floorPlansOfKind } from './plans/floor-plans.ts';
export { findFixtureSlot, findSlot, findSurfaceSlot } from './slots/room-slots.ts';
export { type RoomGroup, roomGroup, slotCategories } from './slots/slot-categories.ts';
export {
  PALETTE_STYLES,
  type RankedTemplate,
  rankByStyleColours,
  rankTemplatesByStyle,
  styleColoursOf,
} from './templates/palette-styles.ts';
export {
  type MaterialChoice,
  type Paint,
  type RoomTemplate,
  type TemplateSlotQuery,
  templateSlotQueries,
  templateSlotQuery,
} from './templates/room-template.ts';
export {
  ROOM_TEMPLATES,
  roomTemplateById,
  roomTemplatesForPlan,
  STYLE_PALETTES,
} from './templates/room-templates.ts';
export type { PaletteLook, StylePalette } from './templates/style-palette.ts';
export { templatePaints } from './templates/template-paint.ts';
