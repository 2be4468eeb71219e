/** Patios: paved terraces, pools with coping, lawns of turf, seat walls, outdoor kitchens. */
import type { FloorPlan } from './floor-plan.ts';
import { centred, door, fromEnd, fromStart, seatWallGap, window } from './openings.ts';
import { dims, limits, plan } from './plan-helpers.ts';

/** The door out of the house: a 6 ft sliding door. */
const slider = (wall: 'north' | 'east' | 'south' | 'west', place = centred) => door(wall, place, 6);

export const PATIO_PLANS: readonly FloorPlan[] = [
  plan({
    id: 'patio-paver-terrace',
    name: 'Paver terrace with fire pit',
    kind: 'patio',
    dimensions: dims(16, 12, 9),
    limits: limits([14, 24], [10, 18], [9, 10]),
    openings: [slider('north')],
    spec: {
      type: 'patio',
      houseWall: 'north',
      lowWalls: [],
      grill: { wall: 'east', anchor: 'start', insetFt: 0.5 },
      firePit: true,
    },
  }),
  plan({
    id: 'patio-pool-deck',
    name: 'Pool deck',
    kind: 'patio',
    dimensions: dims(24, 30, 10),
    limits: limits([20, 30], [28, 36], [9, 10]),
    openings: [slider('north'), window('north', fromStart(1), 4), window('north', fromEnd(1), 4)],
    spec: {
      type: 'patio',
      houseWall: 'north',
      lowWalls: [],
      pool: { widthFt: 10, depthFt: 16, marginFt: 3 },
      firePit: false,
    },
  }),
  plan({
    id: 'patio-lawn-edge',
    name: 'Patio with lawn',
    kind: 'patio',
    dimensions: dims(18, 20, 9),
    limits: limits([14, 26], [17, 26], [9, 10]),
    openings: [slider('north')],
    spec: { type: 'patio', houseWall: 'north', lowWalls: [], lawnDepthFt: 8, firePit: true },
  }),
  plan({
    id: 'patio-courtyard',
    name: 'Walled courtyard',
    kind: 'patio',
    dimensions: dims(16, 16, 9),
    limits: limits([14, 22], [13, 20], [9, 10]),
    openings: [slider('north'), seatWallGap('south')],
    spec: {
      type: 'patio',
      houseWall: 'north',
      lowWalls: ['east', 'south', 'west'],
      grill: { wall: 'west', anchor: 'center', insetFt: 0 },
      firePit: true,
    },
  }),
  plan({
    id: 'patio-outdoor-kitchen',
    name: 'Outdoor kitchen patio',
    kind: 'patio',
    dimensions: dims(20, 14, 9),
    limits: limits([16, 26], [11, 18], [9, 10]),
    openings: [slider('north', fromEnd(2))],
    spec: {
      type: 'patio',
      houseWall: 'north',
      lowWalls: [],
      grill: { wall: 'north', anchor: 'start', insetFt: 1 },
      firePit: false,
    },
  }),
  plan({
    id: 'patio-pool-courtyard',
    name: 'Courtyard with plunge pool',
    kind: 'patio',
    dimensions: dims(20, 26, 10),
    limits: limits([18, 26], [24, 30], [9, 10]),
    openings: [slider('north'), seatWallGap('east', fromStart(3))],
    spec: {
      type: 'patio',
      houseWall: 'north',
      lowWalls: ['east', 'west'],
      pool: { widthFt: 8, depthFt: 12, marginFt: 3 },
      firePit: true,
    },
  }),
  plan({
    id: 'patio-side-yard',
    name: 'Side-yard lawn and terrace',
    kind: 'patio',
    dimensions: dims(22, 14, 9),
    limits: limits([19, 28], [12, 20], [9, 10]),
    openings: [slider('west')],
    spec: { type: 'patio', houseWall: 'west', lowWalls: ['north'], lawnDepthFt: 8, firePit: true },
  }),
  plan({
    id: 'patio-putting-green',
    name: 'Terrace with putting green',
    kind: 'patio',
    dimensions: dims(18, 24, 9),
    limits: limits([15, 24], [22, 30], [9, 10]),
    openings: [slider('north', fromStart(2))],
    spec: {
      type: 'patio',
      houseWall: 'north',
      lowWalls: ['east', 'west'],
      lawnDepthFt: 12,
      grill: { wall: 'east', anchor: 'start', insetFt: 1 },
      firePit: false,
    },
  }),
];
