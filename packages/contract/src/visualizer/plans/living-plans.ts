/** Living rooms and bedrooms. */
import type { FloorPlan } from '../floor-plan.ts';
import { door, fromStart, passage, window } from './openings.ts';
import { dims, limits, plan } from './plan-helpers.ts';

export const LIVING_PLANS: readonly FloorPlan[] = [
  plan({
    id: 'living-room-classic',
    name: 'Family living room',
    kind: 'living-room',
    dimensions: dims(16, 14),
    limits: limits([12, 24], [11, 20]),
    openings: [
      window('south', { anchor: 'center', insetFt: 0 }, 6),
      passage('west', fromStart(1.5), 5),
      window('east'),
    ],
    spec: { type: 'living', furniture: 'sofa', furnitureWall: 'north', fan: true },
  }),
  plan({
    id: 'bedroom-classic',
    name: 'Primary bedroom',
    kind: 'bedroom',
    dimensions: dims(14, 13),
    limits: limits([11, 20], [11, 18]),
    openings: [window('east'), door('west', fromStart(1))],
    spec: { type: 'living', furniture: 'bed', furnitureWall: 'north', fan: true },
  }),
];
