/**
 * The room seen from above (issue #13): each slot's footprint on the floor's x/z plane, for the 2D
 * plan view and the plans' thumbnails. A flat piece (floor, countertop) is its outline; an upright
 * piece (a wall, the backsplash, cabinet fronts) is the line it stands on; a fixture is its
 * turned bounding box.
 */
import {
  type FixturePlacement,
  isSurfaceSlot,
  type RoomBody,
  type RoomSlot,
  type SurfacePanel,
  type Vec3,
} from '@showroom/rooms';

export type PlanPoint = readonly [x: number, z: number];

export interface SlotFootprint {
  /** Outlines to fill (floors, tops, fixtures). */
  areas: PlanPoint[][];
  /** Lines to stroke (upright pieces). */
  lines: [PlanPoint, PlanPoint][];
}

const add = (a: Vec3, b: Vec3, scale: number): Vec3 => [
  a[0] + b[0] * scale,
  a[1] + b[1] * scale,
  a[2] + b[2] * scale,
];
const flat = (point: Vec3): PlanPoint => [point[0], point[2]];

/** Twice the signed area of a polygon: near zero when a panel stands upright. */
function doubledArea(points: readonly PlanPoint[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const [x1, z1] = points[index] as PlanPoint;
    const [x2, z2] = points[(index + 1) % points.length] as PlanPoint;
    sum += x1 * z2 - x2 * z1;
  }
  return sum;
}

function panelFootprint(panel: SurfacePanel, into: SlotFootprint): void {
  const corners = [
    panel.origin,
    add(panel.origin, panel.u, panel.widthFt),
    add(add(panel.origin, panel.u, panel.widthFt), panel.v, panel.heightFt),
    add(panel.origin, panel.v, panel.heightFt),
  ].map(flat);
  if (Math.abs(doubledArea(corners)) > 0.01) into.areas.push(corners);
  else {
    // Upright: the line between the two bottom corners (or the longest edge's ends).
    const [a, b, c] = corners as [PlanPoint, PlanPoint, PlanPoint];
    const length = (p: PlanPoint, q: PlanPoint) => Math.hypot(p[0] - q[0], p[1] - q[1]);
    into.lines.push(length(a, b) >= length(b, c) ? [a, b] : [b, c]);
  }
}

/** A box turned `rotationY` radians about its centre, seen from above. */
export function boxOutline(position: Vec3, size: Vec3, rotationY: number): PlanPoint[] {
  const [halfX, halfZ] = [size[0] / 2, size[2] / 2];
  const [cos, sin] = [Math.cos(rotationY), Math.sin(rotationY)];
  const corners: PlanPoint[] = [
    [-halfX, -halfZ],
    [halfX, -halfZ],
    [halfX, halfZ],
    [-halfX, halfZ],
  ];
  return corners.map(([x, z]) => [position[0] + x * cos + z * sin, position[2] - x * sin + z * cos] as const);
}

export function slotFootprint(slot: RoomSlot): SlotFootprint {
  const footprint: SlotFootprint = { areas: [], lines: [] };
  if (isSurfaceSlot(slot)) for (const panel of slot.panels) panelFootprint(panel, footprint);
  else
    for (const placement of slot.placements as readonly FixturePlacement[])
      footprint.areas.push(boxOutline(placement.position, placement.size, placement.rotationY));
  return footprint;
}

export function bodyOutline(body: RoomBody): PlanPoint[] {
  return boxOutline(body.position, body.size, body.rotationY);
}

export const pointsAttribute = (points: readonly PlanPoint[]) =>
  points.map(([x, z]) => `${x.toFixed(3)},${z.toFixed(3)}`).join(' ');

/** Slots drawn bottom to top: the floor under everything, fixtures over the tops they sit on. */
const LAYER: Record<string, number> = { floor: 0, countertop: 2, 'cabinet-fronts': 2 };
export function drawOrder(slot: RoomSlot): number {
  return LAYER[slot.kind] ?? (isSurfaceSlot(slot) ? 1 : 3);
}
