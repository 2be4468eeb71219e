/**
 * Living rooms and bedrooms: floor and walls to dress, a sofa or a bed against one wall (with a media
 * console or a dresser facing it) so the room reads at a glance, ceiling lights or a ceiling fan with
 * sconces beside the sofa or bed.
 */

import { oppositeWall, wallFrame } from '../model/room-geometry.ts';
import type { WallId } from '../model/room-model.ts';
import { type LayoutBuilder, placementOnWall } from './layout-builder.ts';
import { buildShell, ceilingLights, furnitureOnWall } from './room-shell.ts';

export interface LivingSpec {
  type: 'living';
  furniture: 'sofa' | 'bed';
  /** The wall the sofa's back or the bed's headboard is against. */
  furnitureWall: WallId;
  /** A ceiling fan at the centre; the lights become sconces beside the sofa or bed. */
  fan: boolean;
}

const PIECES = {
  sofa: {
    main: { widthFt: 7, depthFt: 3, heightFt: 2.75 },
    facing: { widthFt: 5, depthFt: 1.5, heightFt: 2 },
  },
  bed: {
    main: { widthFt: 5, depthFt: 6.75, heightFt: 2 },
    // A low dresser, so it fits under a 30" window sill.
    facing: { widthFt: 5, depthFt: 1.5, heightFt: 2.5 },
  },
} as const;

export function layoutLiving(room: LayoutBuilder, spec: LivingSpec): void {
  buildShell(room);
  const frame = wallFrame(room.dimensions, spec.furnitureWall);
  const centre = frame.lengthFt / 2;
  const pieces = PIECES[spec.furniture];
  furnitureOnWall(room, spec.furnitureWall, centre, pieces.main);
  const facing = wallFrame(room.dimensions, oppositeWall(spec.furnitureWall));
  furnitureOnWall(room, oppositeWall(spec.furnitureWall), facing.lengthFt / 2, pieces.facing);
  if (!spec.fan) {
    ceilingLights(room);
    return;
  }
  const { widthFt, depthFt, heightFt } = room.dimensions;
  room.fixture(
    { id: 'fan', kind: 'fan', label: 'Ceiling fan' },
    { position: [widthFt / 2, heightFt - 1.25, depthFt / 2], size: [4.33, 1.25, 4.33], rotationY: 0 },
  );
  const offset = pieces.main.widthFt / 2 + 0.75;
  for (const along of [centre - offset, centre + offset]) {
    room.fixture(
      { id: 'sconces', kind: 'lights', label: 'Wall sconces' },
      placementOnWall(frame, along, 0, 5, [0.5, 1, 0.6]),
    );
  }
}
