/**
 * Where a product opened from the catalogue goes (`/visualize?product=<hash>`, issue #22): the first
 * slot of the current room that takes its category, else the first slot of the first room that does.
 */
import { categoriesOfSlot, FLOOR_PLANS, type FloorPlan, layoutRoom } from './room-catalogue.ts';

export interface ProductPlacement {
  plan: FloorPlan;
  slotId: string;
}

/** The slot taking a product of these categories (its own slug and its top category's); null when none does. */
export function placeProduct(
  currentPlanId: string,
  categorySlugs: readonly string[],
): ProductPlacement | null {
  const current = FLOOR_PLANS.filter((plan) => plan.id === currentPlanId);
  for (const plan of [...current, ...FLOOR_PLANS]) {
    const slot = layoutRoom(plan).slots.find((candidate) =>
      categoriesOfSlot(plan.kind, candidate).some((slug) => categorySlugs.includes(slug)),
    );
    if (slot) return { plan, slotId: slot.id };
  }
  return null;
}
