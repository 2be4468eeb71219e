/** Living rooms and bedrooms. */

import type { LivingSpec } from '../layout/living-layout.ts';
import type { RoomKind } from '../model/room-model.ts';
import type { FloorPlan } from './floor-plan.ts';
import { centred, door, fromEnd, fromStart, passage, window } from './openings.ts';
import { dims, limits, plan } from './plan-helpers.ts';

type Fields = Omit<FloorPlan, 'kind' | 'spec'>;

const room =
  (kind: RoomKind, furniture: LivingSpec['furniture']) =>
  (fields: Fields, furnitureWall: LivingSpec['furnitureWall'], fan: boolean): FloorPlan =>
    plan({ ...fields, kind, spec: { type: 'living', furniture, furnitureWall, fan } });

const living = room('living-room', 'sofa');
const bedroom = room('bedroom', 'bed');

export const LIVING_PLANS: readonly FloorPlan[] = [
  living(
    {
      id: 'living-room-classic',
      name: 'Family living room',
      dimensions: dims(16, 14),
      limits: limits([12, 24], [11, 20]),
      openings: [window('south', centred, 6), passage('west', fromStart(1.5), 5), window('east')],
    },
    'north',
    true,
  ),
  living(
    {
      id: 'living-room-great-room',
      name: 'Great room',
      dimensions: dims(20, 18, 10),
      limits: limits([18, 28], [15, 24], [9, 12]),
      openings: [
        window('south', fromStart(2), 5),
        window('south', fromEnd(2), 5),
        passage('east', fromStart(2), 6),
      ],
    },
    'north',
    false,
  ),
  living(
    {
      id: 'living-room-bay',
      name: 'Living room with picture window',
      dimensions: dims(14, 12),
      limits: limits([12, 18], [11, 16]),
      openings: [window('west', centred, 6), door('south', fromEnd(1))],
    },
    'east',
    true,
  ),
  living(
    {
      id: 'living-room-open-plan',
      name: 'Open-plan lounge',
      dimensions: dims(22, 16),
      limits: limits([16, 28], [13, 22]),
      openings: [passage('east', centred, 6), window('north', fromStart(1.5)), window('west')],
    },
    'south',
    false,
  ),
  living(
    {
      id: 'living-room-den',
      name: 'Cosy den',
      dimensions: dims(12, 11, 8),
      limits: limits([11, 15], [10, 14], [8, 9]),
      openings: [window('east', centred, 3), door('north', fromEnd(1))],
    },
    'west',
    true,
  ),
  living(
    {
      id: 'living-room-corner-windows',
      name: 'Corner-window living room',
      dimensions: dims(16, 15),
      limits: limits([13, 22], [12, 20]),
      openings: [window('east', centred, 5), window('south', fromStart(1.5), 5), door('west', fromStart(1))],
    },
    'north',
    true,
  ),
  living(
    {
      id: 'living-room-long',
      name: 'Long living room',
      dimensions: dims(22, 12),
      limits: limits([18, 28], [11, 15]),
      openings: [
        window('north', fromStart(1.5)),
        window('north', fromEnd(1.5)),
        passage('west', centred, 4),
        door('east'),
      ],
    },
    'south',
    false,
  ),
  living(
    {
      id: 'living-room-sunroom',
      name: 'Sunroom',
      dimensions: dims(14, 14),
      limits: limits([12, 18], [12, 18]),
      openings: [window('east', centred, 6), window('south', centred, 6), door('north', fromEnd(1))],
    },
    'west',
    true,
  ),
  bedroom(
    {
      id: 'bedroom-classic',
      name: 'Primary bedroom',
      dimensions: dims(14, 13),
      limits: limits([11, 20], [11, 18]),
      openings: [window('east'), door('west', fromStart(1))],
    },
    'north',
    true,
  ),
  bedroom(
    {
      id: 'bedroom-guest',
      name: 'Guest bedroom',
      dimensions: dims(11, 11, 8),
      limits: limits([10, 14], [10, 14], [8, 9]),
      openings: [window('west', centred, 3), door('south', fromStart(1))],
    },
    'east',
    false,
  ),
  bedroom(
    {
      id: 'bedroom-primary-suite',
      name: 'Primary suite',
      dimensions: dims(16, 15),
      limits: limits([14, 20], [13, 19]),
      openings: [window('east'), window('west'), door('south', fromEnd(1.5))],
    },
    'north',
    true,
  ),
  bedroom(
    {
      id: 'bedroom-kids',
      name: "Kid's bedroom",
      dimensions: dims(11, 10, 8),
      limits: limits([10, 13], [10, 13], [8, 9]),
      openings: [window('north', centred, 3), door('south', fromStart(1))],
    },
    'west',
    false,
  ),
  bedroom(
    {
      id: 'bedroom-loft',
      name: 'Loft bedroom',
      dimensions: dims(15, 14, 11),
      limits: limits([12, 20], [12, 18], [10, 12]),
      openings: [window('south', centred, 6), door('west', fromEnd(1))],
    },
    'north',
    true,
  ),
  bedroom(
    {
      id: 'bedroom-corner-window',
      name: 'Bedroom with corner windows',
      dimensions: dims(13, 12),
      limits: limits([11, 16], [11, 15]),
      openings: [window('north', fromStart(1), 3), window('west', fromEnd(1), 3), door('east', fromStart(1))],
    },
    'south',
    true,
  ),
  bedroom(
    {
      id: 'bedroom-compact',
      name: 'Compact bedroom',
      dimensions: dims(10, 10, 8),
      limits: limits([10, 12], [10, 12], [8, 9]),
      openings: [window('east', centred, 3), door('east', fromEnd(0.5), 2.5)],
    },
    'north',
    false,
  ),
  bedroom(
    {
      id: 'bedroom-garden-view',
      name: 'Garden-view bedroom',
      dimensions: dims(14, 12),
      limits: limits([12, 18], [11, 16]),
      openings: [window('south', centred, 6), door('north', fromEnd(1))],
    },
    'west',
    true,
  ),
];
