/**
 * Patios: a paved floor, the house wall behind (full height, with the back door), low seat walls or
 * open sides, and optionally a pool rimmed by coping or a strip of lawn (turf) on the far side; an
 * outdoor kitchen, a fire pit and sconces beside the door.
 */

import { placeAlong, pointOnWall, wallFrame } from '../model/room-geometry.ts';
import type { PanelRect, SurfacePanel, WallId } from '../model/room-model.ts';
import { type LayoutBuilder, placementOnWall } from './layout-builder.ts';
import { buildShell, furnitureOnWall } from './room-shell.ts';

export interface PatioSpec {
  type: 'patio';
  /** The house's wall: full height, with the door out. */
  houseWall: WallId;
  /** Seat walls (18") on these sides; the others are open. */
  lowWalls: readonly WallId[];
  /** A pool on the far side from the house, `marginFt` from the open edges, rimmed by 1 ft of coping. */
  pool?: { widthFt: number; depthFt: number; marginFt: number };
  /** A lawn (turf) along the far side, this deep. */
  lawnDepthFt?: number;
  /** A built-in grill island against a wall (6 ft long). */
  grill?: { wall: WallId; anchor: 'start' | 'center' | 'end'; insetFt: number };
  firePit: boolean;
}

const PATIO = { lowWallHeight: 1.5, coping: 1, grill: [6, 3, 2.5] as const, firePit: 3.5 } as const;

/** A rectangle of the floor in the floor panel's own axes (u east from the west edge, v north from the south edge). */
function floorRect(room: LayoutBuilder, x: number, z: number, width: number, depth: number): PanelRect {
  return { x, y: room.dimensions.depthFt - z - depth, width, height: depth };
}

/** The far strip (pool or lawn) as a world rectangle: x, z of its north-west corner and its size. */
function farRect(
  room: LayoutBuilder,
  house: WallId,
  alongStart: number,
  alongWidth: number,
  outStart: number,
  outDepth: number,
) {
  const frame = wallFrame(room.dimensions, house);
  const a = pointOnWall(frame, alongStart, outStart, 0);
  const b = pointOnWall(frame, alongStart + alongWidth, outStart + outDepth, 0);
  return {
    x: Math.min(a[0], b[0]),
    z: Math.min(a[2], b[2]),
    width: Math.abs(b[0] - a[0]),
    depth: Math.abs(b[2] - a[2]),
  };
}

/** A floor-level panel facing up over a world rectangle. */
function groundPanel(rect: { x: number; z: number; width: number; depth: number }): SurfacePanel {
  return {
    origin: [rect.x, 0, rect.z + rect.depth],
    u: [1, 0, 0],
    v: [0, 0, -1],
    widthFt: rect.width,
    heightFt: rect.depth,
    holes: [],
  };
}

/** Builds floor, walls and the pool or lawn; answers how deep the paved part is, from the house out. */
function floorAndWalls(room: LayoutBuilder, spec: PatioSpec): number {
  const house = wallFrame(room.dimensions, spec.houseWall);
  const across =
    spec.houseWall === 'north' || spec.houseWall === 'south'
      ? room.dimensions.depthFt
      : room.dimensions.widthFt;
  const wallHeights: Partial<Record<WallId, number>> = { [spec.houseWall]: room.dimensions.heightFt };
  const wallLabels: Partial<Record<WallId, string>> = { [spec.houseWall]: 'House wall' };
  for (const wall of spec.lowWalls) {
    wallHeights[wall] = PATIO.lowWallHeight;
    wallLabels[wall] = `${wall[0]!.toUpperCase()}${wall.slice(1)} seat wall`;
  }
  const shell = { wallHeights, wallLabels, floorLabel: 'Patio floor' };
  if (spec.pool) {
    const { widthFt, depthFt, marginFt } = spec.pool;
    const rim = PATIO.coping;
    const outerDepth = depthFt + 2 * rim;
    const outer = farRect(
      room,
      spec.houseWall,
      (house.lengthFt - widthFt) / 2 - rim,
      widthFt + 2 * rim,
      across - marginFt - outerDepth,
      outerDepth,
    );
    buildShell(room, { ...shell, floorHoles: [floorRect(room, outer.x, outer.z, outer.width, outer.depth)] });
    room.pool({
      x: outer.x + rim,
      z: outer.z + rim,
      widthFt: outer.width - 2 * rim,
      depthFt: outer.depth - 2 * rim,
      waterDepthFt: 5,
    });
    const coping = { id: 'pool-coping', kind: 'floor', label: 'Pool coping' } as const;
    for (const edge of [
      { x: outer.x, z: outer.z, width: outer.width, depth: rim },
      { x: outer.x, z: outer.z + outer.depth - rim, width: outer.width, depth: rim },
      { x: outer.x, z: outer.z + rim, width: rim, depth: outer.depth - 2 * rim },
      { x: outer.x + outer.width - rim, z: outer.z + rim, width: rim, depth: outer.depth - 2 * rim },
    ]) {
      room.surface(coping, groundPanel(edge));
    }
    return across - marginFt - outerDepth;
  }
  if (spec.lawnDepthFt) {
    const lawn = farRect(
      room,
      spec.houseWall,
      0,
      house.lengthFt,
      across - spec.lawnDepthFt,
      spec.lawnDepthFt,
    );
    buildShell(room, { ...shell, floorHoles: [floorRect(room, lawn.x, lawn.z, lawn.width, lawn.depth)] });
    room.surface({ id: 'lawn', kind: 'floor', label: 'Lawn' }, groundPanel(lawn));
    return across - spec.lawnDepthFt;
  }
  buildShell(room, shell);
  return across;
}

export function layoutPatio(room: LayoutBuilder, spec: PatioSpec): void {
  const seatingDepth = floorAndWalls(room, spec);
  const house = wallFrame(room.dimensions, spec.houseWall);
  const door = room.openings.find((opening) => opening.wall === spec.houseWall && opening.kind !== 'window');
  if (door) {
    for (const along of [door.offsetFt - 1, door.offsetFt + door.widthFt + 1]) {
      room.fixture(
        { id: 'sconces', kind: 'lights', label: 'Wall lights' },
        placementOnWall(house, along, 0, 6, [0.6, 1.2, 0.7]),
      );
    }
  }
  if (spec.grill) {
    const frame = wallFrame(room.dimensions, spec.grill.wall);
    const start = placeAlong(frame.lengthFt, PATIO.grill[0], spec.grill);
    room.fixture(
      { id: 'grill', kind: 'appliances', label: 'Outdoor kitchen' },
      placementOnWall(frame, start + PATIO.grill[0] / 2, 0, 0, [...PATIO.grill]),
    );
  }
  // The seating group sits between the house (past the door's swing) and the pool or lawn.
  const seatOut = Math.max(4.5, seatingDepth / 2 + 1);
  if (spec.firePit) {
    const size = PATIO.firePit;
    room.fixture(
      { id: 'fire-pit', kind: 'appliances', label: 'Fire pit' },
      {
        position: pointOnWall(house, house.lengthFt / 2, seatOut, 0),
        size: [size, 1.5, size],
        rotationY: house.rotationY,
      },
    );
  } else {
    furnitureOnWall(
      room,
      spec.houseWall,
      house.lengthFt / 2,
      { widthFt: 6, depthFt: 3.5, heightFt: 2.5 },
      seatOut - 1.75,
    );
  }
}
