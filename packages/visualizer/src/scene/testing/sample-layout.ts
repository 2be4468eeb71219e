import type { FixtureSlot, RoomLayout, SurfacePanel, SurfaceSlot, Vec3 } from '@showroom/contract/visualizer';

/**
 * A hand-made kitchen (14 × 12 × 9 ft, a window in the north wall, a door in the east wall) for the
 * scene's own tests and benches: it does not depend on the plans, which are built elsewhere.
 */
const W = 14;
const D = 12;
const H = 9;

function wall(
  id: string,
  label: string,
  origin: Vec3,
  u: Vec3,
  widthFt: number,
  holes: SurfacePanel['holes'] = [],
): SurfaceSlot {
  return surface(id, 'wall', label, [{ origin, u, v: [0, 1, 0], widthFt, heightFt: H, holes }]);
}

function surface(id: string, kind: SurfaceSlot['kind'], label: string, panels: SurfacePanel[]): SurfaceSlot {
  const areaSqft = panels.reduce(
    (sum, panel) =>
      sum +
      panel.widthFt * panel.heightFt -
      panel.holes.reduce((holes, hole) => holes + hole.width * hole.height, 0),
    0,
  );
  return { id, kind, label, panels, areaSqft: Math.round(areaSqft * 100) / 100 };
}

function fixture(
  id: string,
  kind: FixtureSlot['kind'],
  label: string,
  placements: FixtureSlot['placements'],
) {
  return { id, kind, label, placements } satisfies FixtureSlot;
}

export const SAMPLE_KITCHEN: RoomLayout = {
  dimensions: { widthFt: W, depthFt: D, heightFt: H },
  openings: [
    { wall: 'north', kind: 'window', offsetFt: 4.5, widthFt: 3, heightFt: 3, sillFt: 4.5 },
    { wall: 'east', kind: 'door', offsetFt: 6, widthFt: 3, heightFt: 7, sillFt: 0 },
  ],
  bodies: [
    { kind: 'base-cabinet', position: [4.975, 0, 1.05], size: [4.45, 2.875, 2.1], rotationY: 0 },
    { kind: 'base-cabinet', position: [9.6, 0, 1.05], size: [0.8, 2.875, 2.1], rotationY: 0 },
    { kind: 'wall-cabinet', position: [8.9, 5, 0.6], size: [2.2, 2.5, 1.2], rotationY: 0 },
    { kind: 'island', position: [7, 0, 7], size: [6, 3, 3], rotationY: 0 },
  ],
  slots: [
    surface('floor', 'floor', 'Floor', [
      { origin: [0, 0, D], u: [1, 0, 0], v: [0, 0, -1], widthFt: W, heightFt: D, holes: [] },
    ]),
    wall('wall-north', 'North wall', [0, 0, 0], [1, 0, 0], W, [{ x: 4.5, y: 4.5, width: 3, height: 3 }]),
    wall('wall-east', 'East wall', [W, 0, 0], [0, 0, 1], D, [{ x: 6, y: 0, width: 3, height: 7 }]),
    wall('wall-south', 'South wall', [W, 0, D], [-1, 0, 0], W),
    wall('wall-west', 'West wall', [0, 0, D], [0, 0, -1], D),
    surface('backsplash', 'backsplash', 'Backsplash', [
      { origin: [0.25, 3, 0.02], u: [1, 0, 0], v: [0, 1, 0], widthFt: 9.75, heightFt: 1.5, holes: [] },
    ]),
    surface('countertop', 'countertop', 'Countertop', [
      {
        origin: [2.75, 3, 2.1],
        u: [1, 0, 0],
        v: [0, 0, -1],
        widthFt: 7.25,
        heightFt: 2.1,
        holes: [{ x: 2.5, y: 0.5, width: 1.5, height: 1.1 }],
        thicknessFt: 0.125,
      },
    ]),
    surface('cabinet-fronts', 'cabinet-fronts', 'Cabinet fronts', [
      { origin: [2.75, 0.33, 2.11], u: [1, 0, 0], v: [0, 1, 0], widthFt: 4.45, heightFt: 2.5, holes: [] },
      { origin: [9.2, 0.33, 2.11], u: [1, 0, 0], v: [0, 1, 0], widthFt: 0.8, heightFt: 2.5, holes: [] },
    ]),
    fixture('sink', 'sink', 'Sink', [{ position: [6, 2.25, 1.05], size: [1.5, 0.75, 1.1], rotationY: 0 }]),
    fixture('faucet', 'faucet', 'Faucet', [{ position: [6, 3, 0.35], size: [0.3, 1.2, 0.6], rotationY: 0 }]),
    fixture('appliances', 'appliances', 'Appliances', [
      { position: [1.5, 0, 1.05], size: [2.5, 3, 2.1], rotationY: 0 },
      { position: [8.2, 0, 1.05], size: [2, 2.875, 2.1], rotationY: 0 },
      { position: [11.5, 0, 1.25], size: [3, 6, 2.5], rotationY: 0 },
      { position: [1.5, 5, 0.9], size: [2.5, 4, 1.8], rotationY: 0 },
    ]),
    fixture('lights', 'lights', 'Lights', [
      { position: [5.5, 5.5, 7], size: [1.2, 3.5, 1.2], rotationY: 0 },
      { position: [8.5, 5.5, 7], size: [1.2, 3.5, 1.2], rotationY: 0 },
    ]),
  ],
};
