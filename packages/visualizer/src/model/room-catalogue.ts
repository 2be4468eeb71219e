/**
 * The room data the screen uses, from `@showroom/rooms` in one place: floor plans and
 * their layouts, templates, the catalogue categories of a slot, and the bill of materials over the
 * screen's picks.
 */
import {
  type BillOfMaterials,
  billOfMaterials,
  clampDimensions,
  FLOOR_PLANS,
  type FloorPlan,
  layoutRoom,
  ROOM_TEMPLATES,
  type RoomKind,
  type RoomLayout,
  type RoomSlot,
  type RoomTemplate,
  type SlotChoice,
  slotCategories,
} from '@showroom/rooms';
import type { SlotPick } from './slot-choice.ts';

export { FLOOR_PLANS, type FloorPlan, layoutRoom, ROOM_TEMPLATES, type RoomTemplate };

/** Dimensions within the plan's limits, missing ones from its defaults. */
export const clampToPlan = clampDimensions;

/** The categories (slugs) a slot's picker offers, most likely first. */
export function categoriesOfSlot(roomKind: RoomKind, slot: Pick<RoomSlot, 'id' | 'kind'>): readonly string[] {
  return slotCategories(roomKind, slot.kind, slot.id);
}

/** The room's bill for what the homeowner picked (by slot id). */
export function roomBill(layout: RoomLayout, picks: Readonly<Record<string, SlotPick>>): BillOfMaterials {
  const choices: Record<string, SlotChoice> = {};
  for (const [slotId, pick] of Object.entries(picks)) {
    choices[slotId] = { product: pick.product, colour: pick.colour?.name ?? null };
  }
  return billOfMaterials(layout, choices);
}
