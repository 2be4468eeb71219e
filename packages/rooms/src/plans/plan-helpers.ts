/** Shorthands the plan lists use: dimension limits and a plan's fields in one call. */

import type { RoomDimensions } from '../model/room-model.ts';
import type { DimensionLimits, FloorPlan } from './floor-plan.ts';

export const dims = (widthFt: number, depthFt: number, heightFt = 9): RoomDimensions => ({
  widthFt,
  depthFt,
  heightFt,
});

/** Width and depth ranges; ceilings 8 to 10 ft unless given. */
export const limits = (
  width: readonly [number, number],
  depth: readonly [number, number],
  height: readonly [number, number] = [8, 10],
): DimensionLimits => ({
  widthFt: { min: width[0], max: width[1] },
  depthFt: { min: depth[0], max: depth[1] },
  heightFt: { min: height[0], max: height[1] },
});

export const plan = (fields: FloorPlan): FloorPlan => fields;
