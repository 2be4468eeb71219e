import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import {
  FLOOR_PLANS,
  type FloorPlan,
  layoutRoom,
  type RoomKind,
  roomGroup,
  slotCategories,
} from '@showroom/rooms';
import type { Database } from '../../db/client.ts';
import { PLATFORM_CONTEXT, type ShowroomContexts } from '../catalog/index.ts';
import { slotCandidates } from './catalogue-candidates.ts';
import { composeDesigns, type SlotOptions } from './compose-designs.ts';
import type { DesignBrief, DesignGenerator } from './design-generator.ts';

/** Slots the designs leave to paint: walls and cabinet fronts (the catalogue sells no cabinets, decision 0063). */
const PAINTED_SLOT_KINDS = new Set(['wall', 'cabinet-fronts']);

/**
 * The floor plan of the room type that fits the size best: one whose limits hold both sides if any,
 * then the closest shape (width to length), then the plans' own order.
 */
export function planFor(roomType: DesignBrief['roomType'], widthFt: number, lengthFt: number): FloorPlan {
  const plans = FLOOR_PLANS.filter((plan) => roomGroup(plan.kind as RoomKind) === roomType);
  const fits = (plan: FloorPlan) =>
    widthFt >= plan.limits.widthFt.min &&
    widthFt <= plan.limits.widthFt.max &&
    lengthFt >= plan.limits.depthFt.min &&
    lengthFt <= plan.limits.depthFt.max;
  const shapeGap = (plan: FloorPlan) =>
    Math.abs(Math.log(plan.dimensions.widthFt / plan.dimensions.depthFt) - Math.log(widthFt / lengthFt));
  const ranked = plans
    .map((plan, index) => ({ plan, index }))
    .sort(
      (a, b) =>
        Number(fits(b.plan)) - Number(fits(a.plan)) ||
        shapeGap(a.plan) - shapeGap(b.plan) ||
        a.index - b.index,
    );
  const best = ranked[0]?.plan;
  if (!best) throw new Error(`no floor plan for ${roomType}`);
  return best;
}

export interface CatalogueGeneratorDeps {
  db: Database;
  showrooms: ShowroomContexts;
}

/**
 * The default generator (decision 0110): offline and deterministic. The room type and size choose a
 * floor plan of `@showroom/rooms` and lay it out (its slots and areas); each slot's categories give
 * candidates from the catalogue (on sale, in stock, in the showroom's categories); `composeDesigns`
 * makes three designs at the showroom's prices.
 */
export function catalogueDesignGenerator(deps: CatalogueGeneratorDeps): DesignGenerator {
  return {
    async generate(brief) {
      const plan = planFor(brief.roomType, brief.widthFt, brief.lengthFt);
      const layout = layoutRoom(plan, { widthFt: brief.widthFt, depthFt: brief.lengthFt });
      const context =
        (brief.showroomUserId !== null && (await deps.showrooms.find(brief.showroomUserId))) ||
        PLATFORM_CONTEXT;
      const bySlugs = new Map<string, ReturnType<typeof slotCandidates>>();
      const slotOptions: SlotOptions[] = [];
      for (const slot of layout.slots) {
        if (PAINTED_SLOT_KINDS.has(slot.kind)) continue;
        const slugs = slotCategories(plan.kind, slot.kind, slot.id);
        if (slugs.length === 0) continue;
        const key = slugs.join('|');
        // Slots of the same categories (two lights) share one read.
        if (!bySlugs.has(key)) bySlugs.set(key, slotCandidates(deps.db, slugs, context.topCategoryIds));
        slotOptions.push({ slot, candidates: await bySlugs.get(key)! });
      }
      return {
        generator: 'catalogue',
        note: AI_DESIGN_MESSAGES.catalogueGeneratorNote,
        designs: composeDesigns(layout, plan.id, slotOptions, brief, context.markupPercent),
      };
    },
  };
}
