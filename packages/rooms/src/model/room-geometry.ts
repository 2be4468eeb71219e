/**
 * Wall-relative geometry of a rectangular room (issue #13): plans place cabinets, fixtures and
 * openings by "which wall, how far along it, how far out from it", and these helpers turn that into
 * the room model's world coordinates (see room-model.ts for the axes).
 */
import type { RoomDimensions, Vec3, WallId } from './room-model.ts';

/** A wall as seen from inside the room: where its left end is, which way it runs and which way it faces. */
export interface WallFrame {
  /** The wall's left end on the floor, as seen from inside. */
  origin: Vec3;
  /** Unit vector along the wall, left to right as seen from inside. */
  u: Vec3;
  /** Unit vector from the wall into the room. */
  inward: Vec3;
  lengthFt: number;
  /** Radians about y that turn a fixture facing south (rotation 0) to face into the room from this wall. */
  rotationY: number;
}

/** Walls in clockwise order seen from above: each wall's right end meets the next wall's left end. */
const CLOCKWISE: readonly WallId[] = ['north', 'east', 'south', 'west'];

export function nextWall(wall: WallId): WallId {
  return CLOCKWISE[(CLOCKWISE.indexOf(wall) + 1) % 4]!;
}

export function previousWall(wall: WallId): WallId {
  return CLOCKWISE[(CLOCKWISE.indexOf(wall) + 3) % 4]!;
}

export function oppositeWall(wall: WallId): WallId {
  return CLOCKWISE[(CLOCKWISE.indexOf(wall) + 2) % 4]!;
}

export function wallLengthFt(dimensions: RoomDimensions, wall: WallId): number {
  return wall === 'north' || wall === 'south' ? dimensions.widthFt : dimensions.depthFt;
}

export function wallFrame(dimensions: RoomDimensions, wall: WallId): WallFrame {
  const { widthFt: w, depthFt: d } = dimensions;
  const lengthFt = wallLengthFt(dimensions, wall);
  switch (wall) {
    case 'north':
      return { origin: [0, 0, 0], u: [1, 0, 0], inward: [0, 0, 1], lengthFt, rotationY: 0 };
    case 'east':
      return { origin: [w, 0, 0], u: [0, 0, 1], inward: [-1, 0, 0], lengthFt, rotationY: -Math.PI / 2 };
    case 'south':
      return { origin: [w, 0, d], u: [-1, 0, 0], inward: [0, 0, -1], lengthFt, rotationY: Math.PI };
    case 'west':
      return { origin: [0, 0, d], u: [0, 0, -1], inward: [1, 0, 0], lengthFt, rotationY: Math.PI / 2 };
  }
}

/** The world point `alongFt` from the wall's left end, `outFt` into the room, `yFt` above the floor. */
export function pointOnWall(frame: WallFrame, alongFt: number, outFt: number, yFt: number): Vec3 {
  const [ox, , oz] = frame.origin;
  return [
    round(ox + frame.u[0] * alongFt + frame.inward[0] * outFt),
    round(yFt),
    round(oz + frame.u[2] * alongFt + frame.inward[2] * outFt),
  ];
}

/** Where something `widthFt` wide starts along a wall `wallLengthFt` long, placed by anchor and inset. */
export function placeAlong(
  wallLengthFt: number,
  widthFt: number,
  place: { anchor: 'start' | 'center' | 'end'; insetFt: number },
): number {
  if (place.anchor === 'start') return place.insetFt;
  if (place.anchor === 'end') return wallLengthFt - place.insetFt - widthFt;
  return (wallLengthFt - widthFt) / 2 + place.insetFt;
}

export const UP: Vec3 = [0, 1, 0];

/** The opposite direction. */
export function negate(v: Vec3): Vec3 {
  return [-v[0] || 0, -v[1] || 0, -v[2] || 0];
}

/** Lengths to 1/1000 ft (~1/100 inch): exact enough to draw, stable enough to compare in tests. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000 || 0;
}
