/** Every floor plan the visualizer offers, and finding one by its id. */
import type { FloorPlan } from './floor-plan.ts';
import { BATH_PLANS } from './plans/bath-plans.ts';
import { KITCHEN_PLANS } from './plans/kitchen-plans.ts';
import { LIVING_PLANS } from './plans/living-plans.ts';
import type { RoomKind } from './room-model.ts';

export const FLOOR_PLANS: readonly FloorPlan[] = [...KITCHEN_PLANS, ...BATH_PLANS, ...LIVING_PLANS];

const BY_ID = new Map(FLOOR_PLANS.map((plan) => [plan.id, plan]));

export function floorPlanById(id: string): FloorPlan | undefined {
  return BY_ID.get(id);
}

export function floorPlansOfKind(kind: RoomKind): FloorPlan[] {
  return FLOOR_PLANS.filter((plan) => plan.kind === kind);
}
