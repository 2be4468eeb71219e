import {
  FLOOR_PLANS,
  floorPlanById,
  isSurfaceSlot,
  layoutRoom,
  type RoomLayout,
  type SurfacePanel,
} from '@showroom/rooms';
import { describe, expect, it } from 'vitest';
import { cameraView, orbitLimits } from './camera-views.ts';
import {
  bodyWall,
  builtAgainstWalls,
  builtInView,
  hiddenWalls,
  openCorner,
  orbitAzimuthRange,
  slabWall,
  wallBehind,
} from './cut-away.ts';

const room = { widthFt: 12, depthFt: 10, heightFt: 9 };

function layoutOf(planId: string): RoomLayout {
  const plan = floorPlanById(planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  return layoutRoom(plan);
}

function slabs(layout: RoomLayout): SurfacePanel[] {
  return layout.slots.flatMap((slot) =>
    isSurfaceSlot(slot) && slot.kind === 'countertop' ? [...slot.panels] : [],
  );
}

describe('hiddenWalls', () => {
  it('hides the walls the camera stands beyond: east and south from the corner, south from the front', () => {
    const at = (preset: 'corner' | 'front' | 'top') => {
      const [x, , z] = cameraView(preset, room).position;
      return hiddenWalls({ x, z }, room);
    };
    expect(at('corner')).toEqual(['east', 'south']);
    expect(at('front')).toEqual(['south']);
    expect(at('top')).toEqual([]);
    expect(hiddenWalls({ x: -3, z: -1 }, room)).toEqual(['north', 'west']);
  });
});

describe('wallBehind', () => {
  const cabinet = { size: [3, 3, 2] as const, rotationY: 0 };

  it('finds the wall an item faces into the room from, with its back at it', () => {
    expect(wallBehind({ ...cabinet, position: [4, 0, 1] }, room)).toBe('north');
    expect(wallBehind({ ...cabinet, position: [11, 0, 4], rotationY: -Math.PI / 2 }, room)).toBe('east');
    expect(wallBehind({ ...cabinet, position: [4, 0, 9], rotationY: Math.PI }, room)).toBe('south');
    expect(wallBehind({ ...cabinet, position: [1, 0, 4], rotationY: Math.PI / 2 }, room)).toBe('west');
    // A sink's back stands a little out from the wall, in the counter.
    expect(wallBehind({ size: [2.5, 0.8, 1.5], rotationY: 0, position: [4, 3, 1.1] }, room)).toBe('north');
  });

  it('finds none for what stands away from the wall it faces from, or faces along a wall', () => {
    expect(wallBehind({ ...cabinet, position: [4, 0, 5] }, room)).toBeNull();
    // Facing south but with its back to the east wall's side: not built against the east wall.
    expect(wallBehind({ ...cabinet, position: [11, 0, 4] }, room)).toBeNull();
    expect(wallBehind({ ...cabinet, position: [4, 0, 1], rotationY: Math.PI / 4 }, room)).toBeNull();
  });
});

describe('slabWall', () => {
  it('finds the wall a flat slab runs back to, and none for an island or a standing panel', () => {
    const slab = { u: [0, 0, 1], v: [1, 0, 0], widthFt: 6, heightFt: 2.125, holes: [] } as const;
    expect(slabWall({ ...slab, origin: [9.875, 3, 2] }, room)).toBe('east');
    expect(slabWall({ ...slab, origin: [5, 3, 2] }, room)).toBeNull();
    expect(slabWall({ ...slab, origin: [12, 0, 2], v: [0, 1, 0] }, room)).toBeNull();
  });
});

describe('the cut in a U kitchen seen from the corner', () => {
  const layout = layoutOf('kitchen-u-classic');
  const { widthFt, depthFt } = layout.dimensions;
  const [x, , z] = cameraView('corner', layout.dimensions).position;
  const hidden = hiddenWalls({ x, z }, layout.dimensions);
  const cut = (wall: string | null) => wall !== null && hidden.includes(wall as never);

  it('cuts away the cabinets, counter and fixtures of the run on the east wall, and nothing on the north or west', () => {
    const cutBodies = layout.bodies.filter((body) => cut(bodyWall(body, layout.dimensions)));
    expect(cutBodies.length).toBeGreaterThan(0);
    for (const body of cutBodies) expect(body.position[0]).toBeGreaterThan(widthFt - 2.5);
    const eastRun = layout.bodies.filter(
      (body) => body.kind === 'base-cabinet' && Math.abs(body.rotationY + Math.PI / 2) < 0.01,
    );
    expect(eastRun.length).toBeGreaterThan(0);
    expect(eastRun.every((body) => cutBodies.includes(body))).toBe(true);

    const cutSlabs = slabs(layout).filter((panel) => cut(slabWall(panel, layout.dimensions)));
    expect(cutSlabs).toHaveLength(1);
    expect(cutSlabs[0]?.origin[0]).toBeGreaterThan(widthFt - 2.5);

    const fixtures = layout.slots.flatMap((slot) => (isSurfaceSlot(slot) ? [] : slot.placements));
    for (const placement of fixtures.filter((each) => cut(wallBehind(each, layout.dimensions)))) {
      const nearHiddenWall = placement.position[0] > widthFt - 2.5 || placement.position[2] > depthFt - 2.5;
      expect(nearHiddenWall).toBe(true);
    }
  });

  it('keeps free-standing furniture and islands', () => {
    const bedroom = layoutOf('bedroom-classic');
    expect(bedroom.bodies.some((body) => body.kind === 'furniture')).toBe(true);
    for (const body of bedroom.bodies.filter((each) => each.kind === 'furniture'))
      expect(bodyWall(body, bedroom.dimensions)).toBeNull();
    const withIsland = layoutOf('kitchen-u-island');
    const island = withIsland.bodies.find((body) => body.kind === 'island');
    expect(island).toBeDefined();
    expect(island && bodyWall(island, withIsland.dimensions)).toBeNull();
  });
});

describe('openCorner', () => {
  it('looks from the corner whose walls have the least built against them, south-east when tied', () => {
    // The L along the east wall: from the south-east its main run would be cut away.
    const eastL = layoutOf('kitchen-l-east-wall');
    expect(builtAgainstWalls(eastL).east).toBeGreaterThan(0);
    expect(openCorner(eastL)).toBe('south-west');
    // A U on the north wall with legs east and west: either south corner cuts one leg.
    expect(openCorner(layoutOf('kitchen-u-classic'))).toBe('south-east');
    expect(openCorner(layoutOf('kitchen-l-classic'))).toBe('south-east');
  });
});

describe('orbitAzimuthRange (issue #26: the far side of an L kitchen hid every cabinet)', () => {
  /** The camera's floor position at an azimuth, polar angle and distance about the preset views' target. */
  function orbitPoint(layout: RoomLayout, azimuth: number, polar: number, distance: number) {
    const [tx, , tz] = cameraView('corner', layout.dimensions).target;
    return {
      x: tx + distance * Math.sin(polar) * Math.sin(azimuth),
      z: tz + distance * Math.sin(polar) * Math.cos(azimuth),
    };
  }

  it('keeps an L kitchen’s camera off the far corner, where both fitted walls would be cut away', () => {
    const layout = layoutOf('kitchen-l-classic');
    const range = orbitAzimuthRange(layout)!;
    // North and west are fitted: the north-west quarter (azimuths -π..-π/2) is closed.
    expect(range.min).toBeCloseTo(-Math.PI / 2);
    expect(range.max).toBeCloseTo(Math.PI);
    // Without the limit that corner showed nothing built at all.
    expect(builtInView(orbitPoint(layout, (-3 * Math.PI) / 4, Math.PI * 0.35, 20), layout)).toBe(0);
  });

  it('lets a U or a galley kitchen orbit all round: some run always stays', () => {
    expect(orbitAzimuthRange(layoutOf('kitchen-u-classic'))).toBeNull();
    expect(orbitAzimuthRange(layoutOf('kitchen-galley-classic'))).toBeNull();
  });

  it('never shows a room of any plan emptied by the cut-away, wherever the orbit may go', () => {
    const emptied: string[] = [];
    for (const plan of FLOOR_PLANS) {
      const layout = layoutRoom(plan);
      if (Object.values(builtAgainstWalls(layout)).every((count) => count === 0)) continue;
      const range = orbitAzimuthRange(layout) ?? { min: -Math.PI, max: Math.PI };
      const limits = orbitLimits(layout.dimensions);
      for (let step = 0; step <= 48; step++) {
        const azimuth = range.min + ((range.max - range.min) * step) / 48;
        for (const polar of [0.15, 0.3, 0.49].map((share) => share * Math.PI)) {
          for (const distance of [limits.min, (limits.min + limits.max) / 2, limits.max]) {
            if (builtInView(orbitPoint(layout, azimuth, polar, distance), layout) === 0) {
              emptied.push(`${plan.id} at ${azimuth.toFixed(2)}`);
            }
          }
        }
      }
    }
    expect(emptied).toEqual([]);
  });

  it('keeps the opening corner view inside the range', () => {
    for (const plan of FLOOR_PLANS) {
      const layout = layoutRoom(plan);
      const range = orbitAzimuthRange(layout);
      if (!range) continue;
      const { position, target } = cameraView('corner', layout.dimensions, openCorner(layout));
      let azimuth = Math.atan2(position[0] - target[0], position[2] - target[2]);
      if (azimuth < range.min) azimuth += 2 * Math.PI;
      expect(azimuth, plan.id).toBeGreaterThanOrEqual(range.min - 1e-9);
      expect(azimuth, plan.id).toBeLessThanOrEqual(range.max + 1e-9);
    }
  });
});
