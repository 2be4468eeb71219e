/**
 * Collects a room's bodies, surface panels and fixture placements while a plan's layout places them,
 * then hands out the RoomLayout (slots in the order they were first added, areas measured once,
 * net of what covers them).
 */

import { withCoverings } from '../model/covered-areas.ts';
import { negate, pointOnWall, UP, type WallFrame } from '../model/room-geometry.ts';
import type {
  FixturePlacement,
  FixtureSlotKind,
  Opening,
  PanelRect,
  PoolBasin,
  RoomBody,
  RoomDimensions,
  RoomLayout,
  RoomSlot,
  SurfacePanel,
  SurfaceSlotKind,
  Vec3,
} from '../model/room-model.ts';
import { isSurfaceSlot } from '../model/room-model.ts';
import { surfaceAreaSqft } from '../model/surface-area.ts';

interface SlotHead<K> {
  id: string;
  kind: K;
  label: string;
}

export interface LayoutBuilder {
  dimensions: RoomDimensions;
  openings: readonly Opening[];
  body(body: RoomBody): void;
  surface(slot: SlotHead<SurfaceSlotKind>, panel: SurfacePanel): void;
  fixture(slot: SlotHead<FixtureSlotKind>, placement: FixturePlacement): void;
  pool(basin: PoolBasin): void;
  build(): RoomLayout;
}

export function layoutBuilder(dimensions: RoomDimensions, openings: readonly Opening[]): LayoutBuilder {
  const bodies: RoomBody[] = [];
  const pools: PoolBasin[] = [];
  const order: string[] = [];
  const surfaces = new Map<string, SlotHead<SurfaceSlotKind> & { panels: SurfacePanel[] }>();
  const fixtures = new Map<string, SlotHead<FixtureSlotKind> & { placements: FixturePlacement[] }>();
  return {
    dimensions,
    openings,
    body: (body) => bodies.push(body),
    pool: (basin) => pools.push(basin),
    surface(head, panel) {
      const slot = surfaces.get(head.id);
      if (slot) slot.panels.push(panel);
      else {
        surfaces.set(head.id, { ...head, panels: [panel] });
        order.push(head.id);
      }
    },
    fixture(head, placement) {
      const slot = fixtures.get(head.id);
      if (slot) slot.placements.push(placement);
      else {
        fixtures.set(head.id, { ...head, placements: [placement] });
        order.push(head.id);
      }
    },
    build() {
      const placed: RoomSlot[] = order.map((id) => {
        const surface = surfaces.get(id);
        return surface ? { ...surface, areaSqft: 0 } : fixtures.get(id)!;
      });
      // Areas are measured once everything stands: net of what covers each floor and wall.
      const slots = withCoverings(placed, bodies).map((slot) =>
        isSurfaceSlot(slot) ? { ...slot, areaSqft: surfaceAreaSqft(slot) } : slot,
      );
      return pools.length > 0
        ? { dimensions, openings, bodies, slots, pools }
        : { dimensions, openings, bodies, slots };
    },
  };
}

/** The part of a hole (in the wall's plane) inside a panel's rectangle, in the panel's own plane. */
function clippedHole(hole: PanelRect, rect: PanelRect): PanelRect[] {
  const x = Math.max(hole.x, rect.x);
  const y = Math.max(hole.y, rect.y);
  const width = Math.min(hole.x + hole.width, rect.x + rect.width) - x;
  const height = Math.min(hole.y + hole.height, rect.y + rect.height) - y;
  return width > 0.01 && height > 0.01 ? [{ x: x - rect.x, y: y - rect.y, width, height }] : [];
}

/**
 * A vertical panel parallel to a wall, `outFt` in front of it, facing into the room; `holes` are in
 * the wall's plane and are cut where they cross the panel.
 */
export function wallPanel(
  frame: WallFrame,
  rect: PanelRect,
  outFt: number,
  holes: readonly PanelRect[] = [],
): SurfacePanel {
  return {
    origin: pointOnWall(frame, rect.x, outFt, rect.y),
    u: frame.u,
    v: UP,
    widthFt: rect.width,
    heightFt: rect.height,
    holes: holes.flatMap((hole) => clippedHole(hole, rect)),
  };
}

/**
 * A horizontal panel facing up at height `yFt`, along a wall from `alongFt` for `widthFt`, its back
 * edge `backOutFt` from the wall and `depthFt` deep: its origin is the front-left corner and v runs
 * back towards the wall.
 */
export function topPanel(
  frame: WallFrame,
  rect: { alongFt: number; widthFt: number; backOutFt: number; depthFt: number },
  yFt: number,
  extra: Pick<SurfacePanel, 'holes'> & { thicknessFt?: number } = { holes: [] },
): SurfacePanel {
  const { alongFt, widthFt, backOutFt, depthFt } = rect;
  return {
    origin: pointOnWall(frame, alongFt, backOutFt + depthFt, yFt),
    u: frame.u,
    v: negate(frame.inward),
    widthFt,
    heightFt: depthFt,
    ...extra,
  };
}

/** A box standing against a wall: `alongFt` is its left end, `outFt` its back's distance from the wall. */
export function bodyOnWall(
  frame: WallFrame,
  kind: RoomBody['kind'],
  alongFt: number,
  widthFt: number,
  outFt: number,
  depthFt: number,
  yFt: number,
  heightFt: number,
): RoomBody {
  return {
    kind,
    position: pointOnWall(frame, alongFt + widthFt / 2, outFt + depthFt / 2, yFt),
    size: [widthFt, heightFt, depthFt],
    rotationY: frame.rotationY,
  };
}

/** A fixture against a wall, facing into the room; `alongFt` is the centre of its width. */
export function placementOnWall(
  frame: WallFrame,
  centreAlongFt: number,
  outFt: number,
  yFt: number,
  size: Vec3,
): FixturePlacement {
  return {
    position: pointOnWall(frame, centreAlongFt, outFt + size[2] / 2, yFt),
    size,
    rotationY: frame.rotationY,
  };
}
