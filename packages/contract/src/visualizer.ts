/**
 * `@showroom/contract/visualizer`: rooms, floor plans, templates and the bill of materials of the
 * 3D visualizer (issue #13). Its own entry so widgets that never show a room do not download it.
 */
export * from './messages/visualizer-messages.ts';
export type { BathSpec, WallPlace } from './visualizer/bath-layout.ts';
export * from './visualizer/bill-of-materials.ts';
export * from './visualizer/bulk-cart-items.ts';
export * from './visualizer/floor-plan.ts';
export * from './visualizer/floor-plans.ts';
export type { KitchenSpec } from './visualizer/kitchen-layout.ts';
export type { KitchenRunsSpec, RunId } from './visualizer/kitchen-runs.ts';
export * from './visualizer/layout-problems.ts';
export * from './visualizer/layout-room.ts';
export type { LivingSpec } from './visualizer/living-layout.ts';
export type { PatioSpec } from './visualizer/patio-layout.ts';
export {
  nextWall,
  oppositeWall,
  placeAlong,
  pointOnWall,
  previousWall,
  type WallFrame,
  wallFrame,
  wallLengthFt,
} from './visualizer/room-geometry.ts';
export * from './visualizer/room-model.ts';
export * from './visualizer/room-slots.ts';
export * from './visualizer/room-template.ts';
export * from './visualizer/room-templates.ts';
export * from './visualizer/scene-marks.ts';
export * from './visualizer/slot-categories.ts';
export * from './visualizer/surface-area.ts';
export type { PaletteLook, StylePalette } from './visualizer/templates/style-palette.ts';
export * from './visualizer/visualizer-draft.ts';
