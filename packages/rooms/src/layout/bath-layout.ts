/**
 * Bathrooms with a tub and shower rooms: the tub or shower stall in a corner with its tiled surround
 * (shower walls), a vanity with one or two faucets and a vanity light over it, a toilet.
 */

import { nextWall, placeAlong, previousWall, type WallFrame, wallFrame } from '../model/room-geometry.ts';
import type { WallId } from '../model/room-model.ts';
import { bodyOnWall, type LayoutBuilder, placementOnWall, wallPanel } from './layout-builder.ts';
import { buildShell } from './room-shell.ts';

/** Something placed along a wall like an opening: from the wall's start, end or centre (see OpeningSpec). */
export interface WallPlace {
  wall: WallId;
  anchor: 'start' | 'center' | 'end';
  insetFt: number;
}

export interface BathSpec {
  type: 'bath';
  /** The tub or shower stall in a corner of `wall`: its start or end as seen from inside. */
  wet: {
    kind: 'tub' | 'shower';
    wall: WallId;
    corner: 'start' | 'end';
    /** Absent: the whole wall, an alcove walled at both ends. */
    lengthFt?: number;
    depthFt: number;
  };
  vanity: WallPlace & { widthFt: number; basins: 1 | 2 };
  toilet: WallPlace;
}

const BATH = {
  tubHeight: 1.67,
  tubSurroundTop: 7,
  showerSurroundTop: 7.5,
  curb: 1 / 3,
  vanityHeight: 2.83,
  vanityDepth: 1.75,
  toilet: [1.67, 2.5, 2.4] as const,
} as const;

const SHOWER_WALLS = { id: 'shower-walls', kind: 'shower-walls', label: 'Shower walls' } as const;
const SKIN_OUT = 0.02;

/** The surround on a wall beside the wet area: the `depthFt` next to the corner it shares with `wetWall`. */
function sidePanel(
  room: LayoutBuilder,
  side: WallId,
  wetWall: WallId,
  depthFt: number,
  bottom: number,
  top: number,
): void {
  const frame = wallFrame(room.dimensions, side);
  // The side wall's right end meets the wet wall when it is the wet wall's previous one.
  const start = previousWall(wetWall) === side ? frame.lengthFt - depthFt : 0;
  room.surface(
    SHOWER_WALLS,
    wallPanel(frame, { x: start, y: bottom, width: depthFt, height: top - bottom }, SKIN_OUT),
  );
}

function wetArea(room: LayoutBuilder, wet: BathSpec['wet']): void {
  const frame = wallFrame(room.dimensions, wet.wall);
  const length = wet.lengthFt ?? frame.lengthFt;
  const start = wet.corner === 'start' ? 0 : frame.lengthFt - length;
  const isTub = wet.kind === 'tub';
  const bottom = isTub ? BATH.tubHeight : 0;
  const top = Math.min(isTub ? BATH.tubSurroundTop : BATH.showerSurroundTop, room.dimensions.heightFt);
  room.surface(
    SHOWER_WALLS,
    wallPanel(frame, { x: start, y: bottom, width: length, height: top - bottom }, SKIN_OUT),
  );
  const cornerWall = wet.corner === 'start' ? previousWall(wet.wall) : nextWall(wet.wall);
  sidePanel(room, cornerWall, wet.wall, wet.depthFt, bottom, top);
  if (wet.lengthFt === undefined) {
    sidePanel(
      room,
      wet.corner === 'start' ? nextWall(wet.wall) : previousWall(wet.wall),
      wet.wall,
      wet.depthFt,
      bottom,
      top,
    );
  }
  const centre = start + length / 2;
  if (isTub) {
    room.fixture(
      { id: 'tub', kind: 'tub', label: 'Tub' },
      placementOnWall(frame, centre, 0, 0, [length, BATH.tubHeight, wet.depthFt]),
    );
    const valve = wet.corner === 'start' ? start + 1 : start + length - 1;
    room.fixture(
      { id: 'shower', kind: 'faucet', label: 'Tub and shower faucet' },
      placementOnWall(frame, valve, 0, 2.5, [0.6, 4.25, 0.8]),
    );
    return;
  }
  room.body(
    bodyOnWall(frame, 'shower-curb', start, length, wet.depthFt - BATH.curb, BATH.curb, 0, BATH.curb),
  );
  room.fixture(
    { id: 'shower', kind: 'faucet', label: 'Shower system' },
    placementOnWall(frame, centre, 0, 2.5, [0.8, 4.5, 1]),
  );
}

function vanity(room: LayoutBuilder, spec: BathSpec['vanity']): void {
  const frame: WallFrame = wallFrame(room.dimensions, spec.wall);
  const start = placeAlong(frame.lengthFt, spec.widthFt, spec);
  room.fixture(
    { id: 'vanity', kind: 'vanity', label: 'Vanity' },
    placementOnWall(frame, start + spec.widthFt / 2, 0, 0, [
      spec.widthFt,
      BATH.vanityHeight,
      BATH.vanityDepth,
    ]),
  );
  const basins = spec.basins === 2 ? [0.25, 0.75] : [0.5];
  for (const at of basins) {
    const along = start + spec.widthFt * at;
    room.fixture(
      { id: 'faucet', kind: 'faucet', label: 'Vanity faucet' },
      placementOnWall(frame, along, 0.1, BATH.vanityHeight, [0.3, 0.9, 0.5]),
    );
    const lightWidth = Math.min(spec.widthFt / basins.length - 0.5, 3);
    room.fixture(
      { id: 'vanity-lights', kind: 'lights', label: 'Vanity lights' },
      placementOnWall(frame, along, 0, 6.25, [lightWidth, 0.5, 0.6]),
    );
  }
}

export function layoutBath(room: LayoutBuilder, spec: BathSpec): void {
  buildShell(room);
  wetArea(room, spec.wet);
  vanity(room, spec.vanity);
  const frame = wallFrame(room.dimensions, spec.toilet.wall);
  const [width] = BATH.toilet;
  const start = placeAlong(frame.lengthFt, width, spec.toilet);
  room.fixture(
    { id: 'toilet', kind: 'toilet', label: 'Toilet' },
    placementOnWall(frame, start + width / 2, 0, 0, [...BATH.toilet]),
  );
}
