import {
  isSurfaceSlot,
  type RoomBody,
  type RoomDimensions,
  type RoomLayout,
  type SurfacePanel,
  type Vec3,
  WALLS,
  type WallId,
} from '@showroom/rooms';
import { CORNERS, type Corner } from './camera-views.ts';

/**
 * The dollhouse cut (issue #13). Walls are drawn front side only, so a wall the camera stands beyond
 * vanishes; what is built against it (cabinets, counters, appliances, plumbing, wall lights) would
 * then show its back to the camera, so it is cut away with the wall. Free-standing furniture stays.
 */

/** How far out from its wall an item's back may stand and still be built against it (a sink's is 0.35 ft). */
const AGAINST_WALL_FT = 0.5;

/** Each wall's inward normal on the floor, as [x, z] (x runs east, z south). */
const INWARD: Readonly<Record<WallId, readonly [number, number]>> = {
  north: [0, 1],
  east: [-1, 0],
  south: [0, -1],
  west: [1, 0],
};

/** How far the point (x, z) is inside the wall's plane (negative beyond it, outside the room). */
function insideOf(wall: WallId, x: number, z: number, { widthFt, depthFt }: RoomDimensions): number {
  switch (wall) {
    case 'north':
      return z;
    case 'south':
      return depthFt - z;
    case 'west':
      return x;
    case 'east':
      return widthFt - x;
  }
}

/** The wall whose inward normal is the floor direction (dx, dz), if any is (a right-angle turn). */
function wallFacing(dx: number, dz: number): WallId | null {
  return WALLS.find((wall) => INWARD[wall][0] * dx + INWARD[wall][1] * dz > 0.999) ?? null;
}

/** The walls a camera at (x, z) on the floor plan stands beyond: they are not drawn from there. */
export function hiddenWalls(camera: { x: number; z: number }, dimensions: RoomDimensions): WallId[] {
  return WALLS.filter((wall) => insideOf(wall, camera.x, camera.z, dimensions) < 0);
}

/**
 * The wall a body or fixture is built against: it faces into the room from that wall and its back
 * stands at it. Null for what faces along a wall or stands away from every wall (an island, a pendant).
 */
export function wallBehind(
  item: { position: Vec3; size: Vec3; rotationY: number },
  dimensions: RoomDimensions,
): WallId | null {
  const frontX = Math.sin(item.rotationY);
  const frontZ = Math.cos(item.rotationY);
  const wall = wallFacing(frontX, frontZ);
  if (!wall) return null;
  const halfDepth = item.size[2] / 2;
  const backX = item.position[0] - frontX * halfDepth;
  const backZ = item.position[2] - frontZ * halfDepth;
  return Math.abs(insideOf(wall, backX, backZ, dimensions)) <= AGAINST_WALL_FT ? wall : null;
}

/** The wall a body is built against; furniture stands free (a sofa's or a bed's back is fine to see). */
export function bodyWall(body: RoomBody, dimensions: RoomDimensions): WallId | null {
  return body.kind === 'furniture' ? null : wallBehind(body, dimensions);
}

/**
 * The wall a countertop slab runs along: lying flat, its `v` runs back towards the wall and its far
 * edge meets it. Null for an island's top, or a panel that is not flat.
 */
export function slabWall(panel: SurfacePanel, dimensions: RoomDimensions): WallId | null {
  const [vx, vy, vz] = panel.v;
  if (Math.abs(vy) > 0.001) return null;
  const wall = wallFacing(-vx, -vz);
  if (!wall) return null;
  const farX = panel.origin[0] + vx * panel.heightFt;
  const farZ = panel.origin[2] + vz * panel.heightFt;
  return Math.abs(insideOf(wall, farX, farZ, dimensions)) <= AGAINST_WALL_FT ? wall : null;
}

/** The two walls a corner view does not show: those on its own side of the room. */
const CORNER_WALLS: Readonly<Record<Corner, readonly [WallId, WallId]>> = {
  'south-east': ['south', 'east'],
  'south-west': ['south', 'west'],
  'north-east': ['north', 'east'],
  'north-west': ['north', 'west'],
};

/** How many bodies, fixtures and countertops are built against each wall. */
export function builtAgainstWalls(layout: RoomLayout): Record<WallId, number> {
  const counts: Record<WallId, number> = { north: 0, east: 0, south: 0, west: 0 };
  const count = (wall: WallId | null) => {
    if (wall) counts[wall] += 1;
  };
  for (const body of layout.bodies) count(bodyWall(body, layout.dimensions));
  for (const slot of layout.slots) {
    if (!isSurfaceSlot(slot))
      for (const placement of slot.placements) count(wallBehind(placement, layout.dimensions));
    else if (slot.kind === 'countertop')
      for (const panel of slot.panels) count(slabWall(panel, layout.dimensions));
  }
  return counts;
}

/**
 * The corner to look at the room from: the one whose walls (cut away from there) have the least built
 * against them, so a kitchen's main run faces the camera; south-east when several tie.
 */
export function openCorner(layout: RoomLayout): Corner {
  const counts = builtAgainstWalls(layout);
  const cutAway = (corner: Corner) => CORNER_WALLS[corner].reduce((sum, wall) => sum + counts[wall], 0);
  return CORNERS.reduce((best, corner) => (cutAway(corner) < cutAway(best) ? corner : best));
}

/** An orbit's azimuth range in three's terms (OrbitControls: the angle of atan2(x, z) about the target). */
export interface AzimuthRange {
  min: number;
  max: number;
}

const QUARTER = Math.PI / 2;
/** The orbit's quarters, each starting at this azimuth: -π (north-west of the centre), -π/2, 0, π/2. */
const QUARTER_STARTS = [-Math.PI, -QUARTER, 0, QUARTER] as const;
/**
 * The quarters of the orbit from which the camera stands beyond each wall (far enough out, as the
 * orbit's least distance is): north of the room's centre is azimuth ±π, east π/2, south 0, west -π/2.
 */
const BEYOND: Readonly<Record<WallId, readonly number[]>> = {
  north: [3, 0],
  east: [2, 3],
  south: [1, 2],
  west: [0, 1],
};

/**
 * Where the orbit may go so the cut-away never empties the room (issue #26): the camera must not stand
 * beyond every wall something is built against at once, or all of it is cut away (an L kitchen seen
 * from the far corner). Null when no place does that: runs on opposite walls (a U, a galley), or
 * nothing built against any wall. The half-planes are taken from the room's centre, which is stricter
 * than the camera's real position: the range is on the safe side.
 */
export function orbitAzimuthRange(layout: RoomLayout): AzimuthRange | null {
  const counts = builtAgainstWalls(layout);
  const built = WALLS.filter((wall) => counts[wall] > 0);
  if (built.length === 0) return null;
  const emptied = [0, 1, 2, 3].filter((quarter) => built.every((wall) => BEYOND[wall].includes(quarter)));
  if (emptied.length === 0) return null;
  // One quarter (two adjacent walls built) or two (one wall built), adjacent: start after the last.
  const first = emptied.find((quarter) => !emptied.includes((quarter + 3) % 4)) ?? 0;
  let min = QUARTER_STARTS[first]! + emptied.length * QUARTER;
  if (min >= Math.PI) min -= 2 * Math.PI;
  return { min, max: min + 2 * Math.PI - emptied.length * QUARTER };
}

/** How many of the things built against walls a camera at (x, z) still sees (not cut away with their wall). */
export function builtInView(camera: { x: number; z: number }, layout: RoomLayout): number {
  const counts = builtAgainstWalls(layout);
  const hidden = hiddenWalls(camera, layout.dimensions);
  return WALLS.filter((wall) => !hidden.includes(wall)).reduce((sum, wall) => sum + counts[wall], 0);
}
