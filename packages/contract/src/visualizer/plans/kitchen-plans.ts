/** Kitchen floor plans: L, U and galley, with and without islands, runs on different walls. */
import type { FloorPlan } from '../floor-plan.ts';
import { centred, counterWindow, door, fromStart, passage, window } from './openings.ts';
import { dims, limits, plan } from './plan-helpers.ts';

export const KITCHEN_PLANS: readonly FloorPlan[] = [
  plan({
    id: 'kitchen-l-classic',
    name: 'Classic L kitchen',
    kind: 'kitchen-l',
    dimensions: dims(12, 11),
    limits: limits([10, 18], [10, 16]),
    openings: [counterWindow('north'), door('south', fromStart(1))],
    spec: {
      type: 'kitchen',
      mainWall: 'north',
      returns: 'left',
      returnLengthFt: 8,
      sink: 'main',
      range: 'left',
      fridge: { run: 'main', end: 'end' },
    },
  }),
  plan({
    id: 'kitchen-l-island',
    name: 'L kitchen with island',
    kind: 'kitchen-l',
    dimensions: dims(16, 14),
    limits: limits([15, 22], [13, 20]),
    openings: [
      counterWindow('north', { anchor: 'center', insetFt: 0 }, 4),
      door('south', fromStart(1.5)),
      window('east'),
    ],
    spec: {
      type: 'kitchen',
      mainWall: 'north',
      returns: 'left',
      returnLengthFt: 9,
      sink: 'main',
      range: 'left',
      fridge: { run: 'main', end: 'end' },
      islandLengthFt: 6,
    },
  }),
  plan({
    id: 'kitchen-u-classic',
    name: 'Classic U kitchen',
    kind: 'kitchen-u',
    dimensions: dims(11, 11),
    limits: limits([10, 14], [9, 14]),
    openings: [counterWindow('north'), door('south')],
    spec: {
      type: 'kitchen',
      mainWall: 'north',
      returns: 'both',
      sink: 'main',
      range: 'left',
      fridge: { run: 'right', end: 'end' },
    },
  }),
  plan({
    id: 'kitchen-galley-classic',
    name: 'Galley kitchen',
    kind: 'kitchen-galley',
    dimensions: dims(12, 8),
    limits: limits([10, 18], [8, 10]),
    openings: [counterWindow('north'), door('west'), passage('east', centred, 3)],
    spec: {
      type: 'kitchen',
      mainWall: 'north',
      returns: 'opposite',
      sink: 'main',
      range: 'opposite',
      fridge: { run: 'opposite', end: 'end' },
    },
  }),
];
