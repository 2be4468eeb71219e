/** `layoutRoom`: a floor plan at given dimensions (clamped to its limits) as a RoomLayout. */

import type { RoomDimensions, RoomLayout } from '../model/room-model.ts';
import { clampDimensions, type FloorPlan, resolveOpenings } from '../plans/floor-plan.ts';
import { layoutBath } from './bath-layout.ts';
import { layoutKitchen } from './kitchen-layout.ts';
import { layoutBuilder } from './layout-builder.ts';
import { layoutLiving } from './living-layout.ts';
import { layoutPatio } from './patio-layout.ts';

export function layoutRoom(plan: FloorPlan, dimensions?: Partial<RoomDimensions>): RoomLayout {
  const size = clampDimensions(plan, dimensions);
  const room = layoutBuilder(size, resolveOpenings(plan.openings, size));
  const { spec } = plan;
  switch (spec.type) {
    case 'kitchen':
      layoutKitchen(room, spec);
      break;
    case 'bath':
      layoutBath(room, spec);
      break;
    case 'living':
      layoutLiving(room, spec);
      break;
    case 'patio':
      layoutPatio(room, spec);
      break;
  }
  return room.build();
}
