/**
 * `@showroom/contract/visualizer`: rooms, floor plans, templates and the bill of materials of the
 * 3D visualizer (issue #13). Its own entry so widgets that never show a room do not download it.
 */
export * from './visualizer/floor-plan.ts';
export * from './visualizer/floor-plans.ts';
export * from './visualizer/layout-room.ts';
export * from './visualizer/room-geometry.ts';
export * from './visualizer/room-model.ts';
export * from './visualizer/surface-area.ts';
