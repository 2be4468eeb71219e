/**
 * `@showroom/rooms`: the visualizer's room engine (issue #13, moved out of the contract by issue #21):
 * floor plans, room layouts, slots, templates and their palettes, surface areas and the bill of
 * materials. Pure TypeScript on the contract's schemas and rules.
 */
export * from './bill/bill-of-materials.ts';
export * from './bill/bulk-cart-items.ts';
export * from './drafts/room-drafts.ts';
export type { BathSpec, WallPlace } from './layout/bath-layout.ts';
export type { KitchenSpec } from './layout/kitchen-layout.ts';
export type { KitchenRunsSpec, RunId } from './layout/kitchen-runs.ts';
export * from './layout/layout-problems.ts';
export * from './layout/layout-room.ts';
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
export * from './model/room-model.ts';
export * from './model/surface-area.ts';
export * from './plans/floor-plan.ts';
export * from './plans/floor-plans.ts';
export * from './slots/room-slots.ts';
export * from './slots/slot-categories.ts';
export * from './templates/room-template.ts';
export * from './templates/room-templates.ts';
export type { PaletteLook, StylePalette } from './templates/style-palette.ts';
