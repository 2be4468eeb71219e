/** Bathrooms with a tub and shower rooms. */
import type { BathSpec } from '../layout/bath-layout.ts';
import type { FloorPlan } from './floor-plan.ts';
import { door, fromEnd, fromStart, highWindow } from './openings.ts';
import { dims, limits, plan } from './plan-helpers.ts';

const at = (wall: BathSpec['toilet']['wall'], anchor: 'start' | 'center' | 'end', insetFt = 0) => ({
  wall,
  anchor,
  insetFt,
});

/** The classic 5 × 8 hall bath: tub across the short wall, toilet and vanity along a long one. */
const hallBath = (wet: 'tub' | 'shower', side: 'east' | 'west', vanityWidthFt = 2): BathSpec => ({
  type: 'bath',
  wet: {
    kind: wet,
    wall: 'north',
    corner: side === 'east' ? 'start' : 'end',
    depthFt: wet === 'tub' ? 2.5 : 3,
  },
  toilet: at(side, side === 'east' ? 'start' : 'end', wet === 'tub' ? 3 : 3.5),
  vanity: { ...at(side, side === 'east' ? 'end' : 'start', 0.25), widthFt: vanityWidthFt, basins: 1 },
});

export const BATH_PLANS: readonly FloorPlan[] = [
  plan({
    id: 'bath-hall-tub',
    name: 'Hall bath with tub',
    kind: 'bathroom-tub',
    dimensions: dims(5, 8, 8),
    limits: limits([5, 6], [7.5, 9.5], [8, 9]),
    openings: [door('west', fromStart(0.5), 2.5)],
    spec: hallBath('tub', 'east'),
  }),
  plan({
    id: 'bath-hall-tub-window',
    name: 'Hall bath with tub and window',
    kind: 'bathroom-tub',
    dimensions: dims(5.5, 9, 8),
    limits: limits([5, 6], [8, 10], [8, 9]),
    openings: [door('west', fromStart(0.5), 2.5), highWindow('south')],
    spec: hallBath('tub', 'east', 2.5),
  }),
  plan({
    id: 'bath-hall-tub-mirrored',
    name: 'Left-hand hall bath with tub',
    kind: 'bathroom-tub',
    dimensions: dims(5, 8.5, 8),
    limits: limits([5, 6], [7.5, 10], [8, 9]),
    openings: [door('east', fromEnd(0.5), 2.5)],
    spec: hallBath('tub', 'west', 2.5),
  }),
  plan({
    id: 'bath-double-vanity-tub',
    name: 'Family bath with double vanity',
    kind: 'bathroom-tub',
    dimensions: dims(8, 10),
    limits: limits([8, 10], [9, 12]),
    openings: [door('east'), highWindow('west')],
    spec: {
      type: 'bath',
      wet: { kind: 'tub', wall: 'north', corner: 'start', lengthFt: 5, depthFt: 2.5 },
      toilet: at('north', 'end', 0.5),
      vanity: { ...at('south', 'center'), widthFt: 5, basins: 2 },
    },
  }),
  plan({
    id: 'bath-primary-soaking-tub',
    name: 'Primary bath with soaking tub',
    kind: 'bathroom-tub',
    dimensions: dims(10, 12),
    limits: limits([10, 14], [11, 15], [8, 10]),
    openings: [door('east'), highWindow('west', { anchor: 'center', insetFt: 0 }, 3)],
    spec: {
      type: 'bath',
      wet: { kind: 'tub', wall: 'north', corner: 'end', lengthFt: 5.5, depthFt: 2.75 },
      toilet: at('north', 'start', 1),
      vanity: { ...at('south', 'center'), widthFt: 6, basins: 2 },
    },
  }),
  plan({
    id: 'bath-wide-tub-alcove',
    name: 'Wide bath with tub alcove',
    kind: 'bathroom-tub',
    dimensions: dims(9.5, 5.5, 8),
    limits: limits([9, 11], [5, 6], [8, 9]),
    openings: [door('south'), highWindow('east')],
    spec: {
      type: 'bath',
      wet: { kind: 'tub', wall: 'west', corner: 'start', depthFt: 2.5 },
      toilet: at('north', 'start', 3.5),
      vanity: { ...at('north', 'end', 0.25), widthFt: 3, basins: 1 },
    },
  }),
  plan({
    id: 'shower-room-hall',
    name: 'Hall shower room',
    kind: 'shower-room',
    dimensions: dims(5, 8, 8),
    limits: limits([5, 6], [8, 9.5], [8, 9]),
    openings: [door('west', fromStart(0.5), 2.5)],
    spec: hallBath('shower', 'east'),
  }),
  plan({
    id: 'shower-room-hall-mirrored',
    name: 'Left-hand hall shower room',
    kind: 'shower-room',
    dimensions: dims(5.5, 8.5, 8),
    limits: limits([5, 6], [8, 10], [8, 9]),
    openings: [door('east', fromEnd(0.5), 2.5), highWindow('south')],
    spec: hallBath('shower', 'west', 2.5),
  }),
  plan({
    id: 'shower-room-compact',
    name: 'Compact corner shower room',
    kind: 'shower-room',
    dimensions: dims(7, 7, 8),
    limits: limits([6, 8], [6.5, 8], [8, 9]),
    openings: [door('west', fromStart(0.5), 2.5)],
    spec: {
      type: 'bath',
      wet: { kind: 'shower', wall: 'north', corner: 'start', lengthFt: 3, depthFt: 3 },
      toilet: at('north', 'end', 0.5),
      vanity: { ...at('south', 'start', 0.5), widthFt: 2.5, basins: 1 },
    },
  }),
  plan({
    id: 'shower-room-walk-in',
    name: 'Walk-in shower and double vanity',
    kind: 'shower-room',
    dimensions: dims(9, 10),
    limits: limits([8, 11], [9, 12]),
    openings: [door('east'), highWindow('west')],
    spec: {
      type: 'bath',
      wet: { kind: 'shower', wall: 'north', corner: 'start', lengthFt: 4, depthFt: 3.5 },
      toilet: at('north', 'end', 0.5),
      vanity: { ...at('south', 'center'), widthFt: 5, basins: 2 },
    },
  }),
  plan({
    id: 'bath-double-vanity-tub-mirrored',
    name: 'Right-hand family bath',
    kind: 'bathroom-tub',
    dimensions: dims(8.5, 10),
    limits: limits([8, 10], [9, 12]),
    openings: [door('west'), highWindow('east')],
    spec: {
      type: 'bath',
      wet: { kind: 'tub', wall: 'north', corner: 'end', lengthFt: 5, depthFt: 2.5 },
      toilet: at('north', 'start', 0.5),
      vanity: { ...at('south', 'center'), widthFt: 5, basins: 2 },
    },
  }),
  plan({
    id: 'shower-room-wide',
    name: 'Wide shower room',
    kind: 'shower-room',
    dimensions: dims(9.5, 5.5, 8),
    limits: limits([9, 11], [5, 6], [8, 9]),
    openings: [door('south'), highWindow('east')],
    spec: {
      type: 'bath',
      wet: { kind: 'shower', wall: 'west', corner: 'start', depthFt: 3 },
      toilet: at('north', 'start', 4),
      vanity: { ...at('north', 'end', 0.25), widthFt: 2.5, basins: 1 },
    },
  }),
  plan({
    id: 'shower-room-walk-in-mirrored',
    name: 'Right-hand walk-in shower room',
    kind: 'shower-room',
    dimensions: dims(9, 10),
    limits: limits([8, 11], [9, 12]),
    openings: [door('west'), highWindow('east')],
    spec: {
      type: 'bath',
      wet: { kind: 'shower', wall: 'north', corner: 'end', lengthFt: 4, depthFt: 3.5 },
      toilet: at('north', 'start', 0.5),
      vanity: { ...at('south', 'center'), widthFt: 5, basins: 2 },
    },
  }),
];
