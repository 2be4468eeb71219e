/**
 * What makes a laid-out room wrong (issue #13: "each a valid, good-looking room"): pieces outside the
 * room or inside one another, a door or window blocked, an opening off its wall. The plans' tests
 * sweep every plan's dimension limits through this; an empty list means the room is sound.
 */
import { wallFrame } from '../model/room-geometry.ts';
import {
  type FixturePlacement,
  isSurfaceSlot,
  type RoomLayout,
  type SurfacePanel,
  type Vec3,
} from '../model/room-model.ts';

interface Box {
  name: string;
  min: Vec3;
  max: Vec3;
}

const EPSILON = 0.005;

/** Floor a fixture needs in front of it (code minimums, rounded up): its width and depth in feet. */
const CLEARANCES: Partial<Record<string, { widthFt?: number; depthFt: number }>> = {
  toilet: { widthFt: 2.5, depthFt: 1.75 },
  vanity: { depthFt: 2 },
};

/** The clear floor in front of a fixture, as a box turned like it. */
function clearanceBox(
  name: string,
  placement: FixturePlacement,
  clearance: { widthFt?: number; depthFt: number },
): Box {
  const [width, , depth] = placement.size;
  const reach = depth / 2 + clearance.depthFt / 2;
  const position: Vec3 = [
    placement.position[0] + Math.sin(placement.rotationY) * reach,
    0,
    placement.position[2] + Math.cos(placement.rotationY) * reach,
  ];
  return boxOf(
    `the floor in front of the ${name}`,
    position,
    [clearance.widthFt ?? width, 3, clearance.depthFt],
    placement.rotationY,
  );
}

/** The world box of something centred on `position` (bottom) and turned by a multiple of 90°. */
function boxOf(name: string, position: Vec3, size: Vec3, rotationY: number): Box {
  const quarterTurned = Math.abs(Math.sin(rotationY)) > 0.5;
  const [sx, sy, sz] = quarterTurned ? [size[2], size[1], size[0]] : size;
  return {
    name,
    min: [position[0] - sx / 2, position[1], position[2] - sz / 2],
    max: [position[0] + sx / 2, position[1] + sy, position[2] + sz / 2],
  };
}

function intersects(a: Box, b: Box): boolean {
  return [0, 1, 2].every(
    (axis) => a.min[axis]! < b.max[axis]! - EPSILON && b.min[axis]! < a.max[axis]! - EPSILON,
  );
}

/** A box's extent in front of a wall opening: along the wall, out into the room, and height. */
function openingZone(layout: RoomLayout, index: number): Box {
  const opening = layout.openings[index]!;
  const frame = wallFrame(layout.dimensions, opening.wall);
  const depth = opening.kind === 'window' ? 0.9 : 2.5;
  const corner = (along: number, out: number): Vec3 => [
    frame.origin[0] + frame.u[0] * along + frame.inward[0] * out,
    0,
    frame.origin[2] + frame.u[2] * along + frame.inward[2] * out,
  ];
  const a = corner(opening.offsetFt, 0);
  const b = corner(opening.offsetFt + opening.widthFt, depth);
  return {
    name: `${opening.kind} on the ${opening.wall} wall`,
    min: [Math.min(a[0], b[0]), opening.sillFt, Math.min(a[2], b[2])],
    max: [Math.max(a[0], b[0]), opening.sillFt + opening.heightFt, Math.max(a[2], b[2])],
  };
}

/**
 * A panel must face into the room (a point just in front of its centre is inside) and keep its holes
 * within itself.
 */
function panelProblems(layout: RoomLayout, name: string, panel: SurfacePanel): string[] {
  const { u, v, origin } = panel;
  const normal: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const front = [0, 1, 2].map(
    (axis) =>
      origin[axis]! + (u[axis]! * panel.widthFt + v[axis]! * panel.heightFt) / 2 + normal[axis]! * 0.05,
  );
  const { widthFt, heightFt, depthFt } = layout.dimensions;
  const max = [widthFt, heightFt, depthFt];
  const problems: string[] = [];
  if (!front.every((value, axis) => value >= 0 && value <= max[axis]!))
    problems.push(`${name} faces out of the room`);
  for (const hole of panel.holes) {
    const inside =
      hole.x >= -EPSILON &&
      hole.y >= -EPSILON &&
      hole.x + hole.width <= panel.widthFt + EPSILON &&
      hole.y + hole.height <= panel.heightFt + EPSILON;
    if (!inside || hole.width <= 0 || hole.height <= 0) problems.push(`${name} has a hole off its side`);
  }
  return problems;
}

export function layoutProblems(layout: RoomLayout): string[] {
  const problems: string[] = [];
  const { widthFt, depthFt, heightFt } = layout.dimensions;
  const room: Box = { name: 'room', min: [0, 0, 0], max: [widthFt, heightFt, depthFt] };
  const solids: Box[] = layout.bodies.map((body, index) =>
    boxOf(`${body.kind} ${index}`, body.position, body.size, body.rotationY),
  );
  const fixtures: Box[] = [];
  // A faucet rises in front of the window over the sink, as in every such kitchen: it blocks nothing.
  const faucets: Box[] = [];
  const clearances: { zone: Box; owner: string }[] = [];
  for (const slot of layout.slots) {
    if (isSurfaceSlot(slot)) {
      if (!(slot.areaSqft > 0)) problems.push(`${slot.id} has no area`);
      for (const [index, panel] of slot.panels.entries()) {
        problems.push(...panelProblems(layout, `${slot.id} panel ${index}`, panel));
      }
      continue;
    }
    slot.placements.forEach((placement, index) => {
      const box = boxOf(`${slot.id} ${index}`, placement.position, placement.size, placement.rotationY);
      (slot.kind === 'faucet' ? faucets : fixtures).push(box);
      const clearance = CLEARANCES[slot.kind];
      if (clearance) clearances.push({ zone: clearanceBox(slot.id, placement, clearance), owner: box.name });
    });
  }
  for (const box of [...solids, ...fixtures, ...faucets]) {
    const inside = [0, 1, 2].every(
      (axis) => box.min[axis]! >= room.min[axis]! - EPSILON && box.max[axis]! <= room.max[axis]! + EPSILON,
    );
    if (!inside) problems.push(`${box.name} is outside the room`);
  }
  // Fixtures sit on or in bodies (a sink in a counter), so only bodies must not meet bodies, and
  // fixtures must not meet one another.
  for (const group of [solids, fixtures]) {
    group.forEach((a, i) => {
      for (const b of group.slice(i + 1)) if (intersects(a, b)) problems.push(`${a.name} overlaps ${b.name}`);
    });
  }
  for (const [index, pool] of (layout.pools ?? []).entries()) {
    // The pool and its 1 ft coping: inside the patio, and nothing standing in it.
    const rim: Box = {
      name: `pool ${index}`,
      min: [pool.x - 1, 0, pool.z - 1],
      max: [pool.x + pool.widthFt + 1, 3, pool.z + pool.depthFt + 1],
    };
    if (
      rim.min[0] < -EPSILON ||
      rim.min[2] < -EPSILON ||
      rim.max[0] > widthFt + EPSILON ||
      rim.max[2] > depthFt + EPSILON
    ) {
      problems.push(`${rim.name} is outside the patio`);
    }
    for (const box of [...solids, ...fixtures])
      if (intersects(rim, box)) problems.push(`${box.name} stands in ${rim.name}`);
  }
  for (const { zone, owner } of clearances) {
    const inside = [0, 2].every(
      (axis) => zone.min[axis]! >= -EPSILON && zone.max[axis]! <= room.max[axis]! + EPSILON,
    );
    if (!inside) problems.push(`${zone.name} is outside the room`);
    for (const box of [...solids, ...fixtures]) {
      if (box.name !== owner && intersects(zone, box)) problems.push(`${box.name} stands on ${zone.name}`);
    }
  }
  layout.openings.forEach((opening, index) => {
    const wallLength = wallFrame(layout.dimensions, opening.wall).lengthFt;
    if (
      opening.offsetFt < 0.25 - EPSILON ||
      opening.offsetFt + opening.widthFt > wallLength - 0.25 + EPSILON
    ) {
      problems.push(`${opening.kind} on the ${opening.wall} wall runs off its wall`);
    }
    if (opening.sillFt + opening.heightFt > heightFt - 0.5 + EPSILON) {
      problems.push(`${opening.kind} on the ${opening.wall} wall reaches the ceiling`);
    }
    const zone = openingZone(layout, index);
    for (const box of [...solids, ...fixtures])
      if (intersects(zone, box)) problems.push(`${box.name} blocks the ${zone.name}`);
    layout.openings.forEach((other, otherIndex) => {
      if (otherIndex <= index || other.wall !== opening.wall) return;
      if (
        other.offsetFt < opening.offsetFt + opening.widthFt + 0.5 &&
        opening.offsetFt < other.offsetFt + other.widthFt + 0.5
      ) {
        problems.push(`openings ${index} and ${otherIndex} on the ${opening.wall} wall overlap`);
      }
    });
  });
  return problems;
}
