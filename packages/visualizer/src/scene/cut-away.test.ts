import {
  floorPlanById,
  isSurfaceSlot,
  layoutRoom,
  type RoomLayout,
  type SurfacePanel,
} from '@showroom/rooms';
import { describe, expect, it } from 'vitest';
import { cameraView } from './camera-views.ts';
import { bodyWall, builtAgainstWalls, hiddenWalls, openCorner, slabWall, wallBehind } from './cut-away.ts';

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
