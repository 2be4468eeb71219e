/** Every floor plan the visualizer offers, and finding one by its id. */

import type { RoomKind } from '../model/room-model.ts';
import { BATH_PLANS } from './bath-plans.ts';
import type { FloorPlan } from './floor-plan.ts';
import { KITCHEN_L_PLANS } from './kitchen-l-plans.ts';
import { KITCHEN_U_GALLEY_PLANS } from './kitchen-u-galley-plans.ts';
import { LIVING_PLANS } from './living-plans.ts';
import { PATIO_PLANS } from './patio-plans.ts';

export const FLOOR_PLANS: readonly FloorPlan[] = [
  ...KITCHEN_L_PLANS,
  ...KITCHEN_U_GALLEY_PLANS,
  ...BATH_PLANS,
  ...LIVING_PLANS,
  ...PATIO_PLANS,
];

const BY_ID = new Map(FLOOR_PLANS.map((plan) => [plan.id, plan]));

export function floorPlanById(id: string): FloorPlan | undefined {
  return BY_ID.get(id);
}

export function floorPlansOfKind(kind: RoomKind): FloorPlan[] {
  return FLOOR_PLANS.filter((plan) => plan.kind === kind);
}
