/**
 * What covers a surface (issue #26): the floor under cabinets, an island, a tub or a vanity, and the
 * wall behind cabinets, a backsplash or a tub's surround are not bought. Each surface panel gets the
 * rectangles, in its own plane, of what stands on it or against it; they are still drawn (a
 * cabinet hides them), only their area is taken off.
 */
import type {
  FixturePlacement,
  PanelRect,
  RoomBody,
  RoomSlot,
  SurfacePanel,
  SurfaceSlot,
  Vec3,
} from './room-model.ts';
import { isSurfaceSlot } from './room-model.ts';

/** Built-ins that hide the floor or wall they stand on; furniture stands on a finished floor. */
const COVERING_BODIES: ReadonlySet<RoomBody['kind']> = new Set([
  'base-cabinet',
  'wall-cabinet',
  'island',
  'tub-base',
  'shower-curb',
]);
/** Fixtures set on the floor or against a wall like a built-in: not appliances, which are slid out over the floor. */
const COVERING_FIXTURE_KINDS: ReadonlySet<string> = new Set(['tub', 'vanity']);
/** An outdoor kitchen is a built island, whatever its slot's kind. */
const COVERING_FIXTURE_IDS: ReadonlySet<string> = new Set(['grill']);
/** How far in front of a panel something may start and still cover it (skins sit 0.02 ft out). */
const TOUCHING_FT = 0.1;
/** Surfaces laid over others: a backsplash or a surround over a wall, a lawn over the patio floor. */
const COVERING_SURFACES: ReadonlySet<SurfaceSlot['kind']> = new Set([
  'backsplash',
  'shower-walls',
  'floor',
  'wall',
]);

interface Box {
  min: Vec3;
  max: Vec3;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];

/** A body's or placement's axis-aligned box in the room (turns are quarter turns). */
function boxOf({
  position,
  size,
  rotationY,
}: Pick<FixturePlacement, 'position' | 'size' | 'rotationY'>): Box {
  const cos = Math.abs(Math.cos(rotationY));
  const sin = Math.abs(Math.sin(rotationY));
  const halfX = (cos * size[0] + sin * size[2]) / 2;
  const halfZ = (sin * size[0] + cos * size[2]) / 2;
  return {
    min: [position[0] - halfX, position[1], position[2] - halfZ],
    max: [position[0] + halfX, position[1] + size[1], position[2] + halfZ],
  };
}

/** A flat panel as a box of no thickness. */
function boxOfPanel(panel: SurfacePanel): Box {
  const corners = [
    panel.origin,
    add(panel.origin, panel.u, panel.widthFt),
    add(panel.origin, panel.v, panel.heightFt),
    add(add(panel.origin, panel.u, panel.widthFt), panel.v, panel.heightFt),
  ];
  return {
    min: [0, 1, 2].map((axis) => Math.min(...corners.map((c) => c[axis]!))) as unknown as Vec3,
    max: [0, 1, 2].map((axis) => Math.max(...corners.map((c) => c[axis]!))) as unknown as Vec3,
  };
}

function add(point: Vec3, direction: Vec3, length: number): Vec3 {
  return [
    point[0] + direction[0] * length,
    point[1] + direction[1] * length,
    point[2] + direction[2] * length,
  ];
}

/** The interval of dot(point − origin, direction) over a box's points: exact for a box, in O(1). */
function span(box: Box, origin: Vec3, direction: Vec3): [number, number] {
  let low = -dot(origin, direction);
  let high = low;
  for (const axis of [0, 1, 2] as const) {
    const d = direction[axis];
    low += d * (d > 0 ? box.min[axis] : box.max[axis]);
    high += d * (d > 0 ? box.max[axis] : box.min[axis]);
  }
  return [low, high];
}

/** The rectangle a box hides of a panel when it touches the panel's front; undefined otherwise. */
function coverOn(panel: SurfacePanel, box: Box): PanelRect | undefined {
  const [nearest, farthest] = span(box, panel.origin, cross(panel.u, panel.v));
  if (nearest < -TOUCHING_FT || nearest > TOUCHING_FT || farthest < -TOUCHING_FT / 10) return undefined;
  const [u0, u1] = span(box, panel.origin, panel.u);
  const [v0, v1] = span(box, panel.origin, panel.v);
  const x = Math.max(u0, 0);
  const y = Math.max(v0, 0);
  const width = Math.min(u1, panel.widthFt) - x;
  const height = Math.min(v1, panel.heightFt) - y;
  return width > 0.01 && height > 0.01 ? { x, y, width, height } : undefined;
}

const isParallel = (a: SurfacePanel, b: SurfacePanel) =>
  Math.abs(dot(cross(a.u, a.v), cross(b.u, b.v))) > 0.999;

/** Whether a surface of `over`'s kind is laid over one of `under`'s (never over itself or its own kind). */
function laysOver(over: SurfaceSlot, under: SurfaceSlot): boolean {
  if (over.id === under.id || !COVERING_SURFACES.has(over.kind)) return false;
  if (under.kind === 'wall') return over.kind === 'backsplash' || over.kind === 'shower-walls';
  // A lawn or a pool's coping laid on the paved floor (their own slots, bought apart).
  return under.id === 'floor' && over.kind === 'floor';
}

/** The floor and the walls get what covers them; other surfaces (counters, fronts, a splash, a lawn) are bought whole. */
const isCoverable = (slot: SurfaceSlot) => slot.kind === 'wall' || slot.id === 'floor';

/**
 * The room's slots with each floor and wall panel's `covered` rectangles; the caller measures areas
 * after (surfaceAreaSqft takes holes and covers off once, however they overlap).
 */
export function withCoverings(slots: readonly RoomSlot[], bodies: readonly RoomBody[]): RoomSlot[] {
  const solids: Box[] = [
    ...bodies.filter((body) => COVERING_BODIES.has(body.kind)).map(boxOf),
    ...slots
      .filter((slot) => !isSurfaceSlot(slot))
      .filter((slot) => COVERING_FIXTURE_KINDS.has(slot.kind) || COVERING_FIXTURE_IDS.has(slot.id))
      .flatMap((slot) => (isSurfaceSlot(slot) ? [] : slot.placements.map(boxOf))),
  ];
  const surfaces = slots.filter(isSurfaceSlot);
  return slots.map((slot) => {
    if (!isSurfaceSlot(slot) || !isCoverable(slot)) return slot;
    const skins = surfaces.filter((other) => laysOver(other, slot)).flatMap((other) => other.panels);
    const panels = slot.panels.map((panel) => {
      const covered = [
        ...solids.map((box) => coverOn(panel, box)),
        ...skins.filter((skin) => isParallel(skin, panel)).map((skin) => coverOn(panel, boxOfPanel(skin))),
      ].filter((rect): rect is PanelRect => rect !== undefined);
      return covered.length > 0 ? { ...panel, covered } : panel;
    });
    return { ...slot, panels };
  });
}
