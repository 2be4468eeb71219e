/**
 * The shell every room shares: the floor and one slot per wall, the walls cut by their doors and
 * windows; and ceiling lights on a regular grid.
 */

import { wallFrame } from '../model/room-geometry.ts';
import { type Opening, type PanelRect, WALLS, type WallId } from '../model/room-model.ts';
import { bodyOnWall, type LayoutBuilder, wallPanel } from './layout-builder.ts';

const WALL_LABELS: Record<WallId, string> = {
  north: 'North wall',
  east: 'East wall',
  south: 'South wall',
  west: 'West wall',
};

export function wallSlotId(wall: WallId): string {
  return `wall-${wall}`;
}

/** The openings of one wall as holes in the wall's own plane (x along the wall, y up). */
export function openingHoles(openings: readonly Opening[], wall: WallId): PanelRect[] {
  return openings
    .filter((opening) => opening.wall === wall)
    .map((opening) => ({
      x: opening.offsetFt,
      y: opening.sillFt,
      width: opening.widthFt,
      height: opening.heightFt,
    }));
}

export interface ShellOptions {
  /** Height of each wall; a wall left out is not built (an open patio side). Default: the room's height. */
  wallHeights?: Partial<Record<WallId, number>>;
  floorLabel?: string;
  /** A wall's name other than 'North wall': a patio's 'House wall', 'East seat wall'. */
  wallLabels?: Partial<Record<WallId, string>>;
  floorHoles?: readonly PanelRect[];
}

/** Floor (facing up, origin at the south-west corner so u runs east and v north) and walls. */
export function buildShell(room: LayoutBuilder, options: ShellOptions = {}): void {
  const { widthFt, depthFt, heightFt } = room.dimensions;
  room.surface(
    { id: 'floor', kind: 'floor', label: options.floorLabel ?? 'Floor' },
    {
      origin: [0, 0, depthFt],
      u: [1, 0, 0],
      v: [0, 0, -1],
      widthFt,
      heightFt: depthFt,
      holes: options.floorHoles ?? [],
    },
  );
  for (const wall of WALLS) {
    const height = options.wallHeights ? options.wallHeights[wall] : heightFt;
    if (height === undefined || height <= 0) continue;
    const frame = wallFrame(room.dimensions, wall);
    room.surface(
      { id: wallSlotId(wall), kind: 'wall', label: options.wallLabels?.[wall] ?? WALL_LABELS[wall] },
      wallPanel(frame, { x: 0, y: 0, width: frame.lengthFt, height }, 0, openingHoles(room.openings, wall)),
    );
  }
}

/** Flush ceiling lights: one per ~80 sqft, evenly spread over the free rectangle given (x, z in feet). */
export function ceilingLights(
  room: LayoutBuilder,
  area: { x: number; z: number; width: number; depth: number } = {
    x: 0,
    z: 0,
    width: room.dimensions.widthFt,
    depth: room.dimensions.depthFt,
  },
  label = 'Ceiling lights',
): void {
  const columns = Math.max(1, Math.round(area.width / 8));
  const rows = Math.max(1, Math.round(area.depth / 8));
  const size = 1.25;
  const height = 0.5;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      room.fixture(
        { id: 'lights', kind: 'lights', label },
        {
          position: [
            round(area.x + (area.width * (column + 0.5)) / columns),
            round(room.dimensions.heightFt - height),
            round(area.z + (area.depth * (row + 0.5)) / rows),
          ],
          size: [size, height, size],
          rotationY: 0,
        },
      );
    }
  }
}

/** A neutral piece of furniture against a wall (a sofa, a bed, a dresser) so a room reads at a glance. */
export function furnitureOnWall(
  room: LayoutBuilder,
  wall: WallId,
  centreAlongFt: number,
  size: { widthFt: number; depthFt: number; heightFt: number },
  outFt = 0.25,
): void {
  const frame = wallFrame(room.dimensions, wall);
  room.body(
    bodyOnWall(
      frame,
      'furniture',
      centreAlongFt - size.widthFt / 2,
      size.widthFt,
      outFt,
      size.depthFt,
      0,
      size.heightFt,
    ),
  );
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
