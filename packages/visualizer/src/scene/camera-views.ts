import type { RoomDimensions } from '@showroom/rooms';
import type { CameraPreset } from './scene-props.ts';

type Point = [number, number, number];

/** Where a preset puts the camera and what it looks at, for a room of the given size (feet). */
export interface CameraView {
  position: Point;
  target: Point;
}

/** The corners a corner view may look from, the usual one (south-east) first. */
export const CORNERS = ['south-east', 'south-west', 'north-east', 'north-west'] as const;
export type Corner = (typeof CORNERS)[number];

/** Which way each corner lies from the room's centre, as signs of x (east) and z (south). */
const CORNER_SIGNS: Readonly<Record<Corner, readonly [number, number]>> = {
  'south-east': [1, 1],
  'south-west': [-1, 1],
  'north-east': [1, -1],
  'north-west': [-1, -1],
};

/** Directions from the room's centre: from the south-east corner (turned to another by CORNER_SIGNS), from the south, from above. */
const DIRECTION: Readonly<Record<CameraPreset, Point>> = {
  corner: [0.62, 0.55, 0.72],
  front: [0, 0.42, 1],
  top: [0, 1, 0.02],
};
/** Distances in room diagonals: about what fits the whole room in a 45° view, corners cropped a little. */
const DISTANCE: Readonly<Record<CameraPreset, number>> = { corner: 1.2, front: 1.25, top: 1.3 };

/** The corner view looks from `corner` (see `openCorner`); the others ignore it. */
export function cameraView(
  preset: CameraPreset,
  { widthFt, depthFt, heightFt }: RoomDimensions,
  corner: Corner = 'south-east',
): CameraView {
  const target: Point = [widthFt / 2, heightFt * 0.3, depthFt / 2];
  const span = Math.hypot(widthFt, depthFt, heightFt);
  const [signX, signZ] = preset === 'corner' ? CORNER_SIGNS[corner] : [1, 1];
  const [baseX, dy, baseZ] = DIRECTION[preset];
  const dx = baseX * signX;
  const dz = baseZ * signZ;
  const length = Math.hypot(dx, dy, dz);
  const distance = span * DISTANCE[preset];
  return {
    position: [
      target[0] + (dx / length) * distance,
      target[1] + (dy / length) * distance,
      target[2] + (dz / length) * distance,
    ],
    target,
  };
}

/** How close and how far the orbit may go for a room, so it never flies into a wall or off into the void. */
export function orbitLimits({ widthFt, depthFt, heightFt }: RoomDimensions): { min: number; max: number } {
  const diagonal = Math.hypot(widthFt, depthFt, heightFt);
  return { min: diagonal * 0.5, max: diagonal * 2.5 };
}
