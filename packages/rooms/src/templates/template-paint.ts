/**
 * A template's paint (issue #26): what it puts on the slots no product covers, so "Navy and brass"
 * shows navy fronts and names them. The catalogue sells no cabinets, so cabinet fronts always take
 * the palette's cabinet paint; walls the template does not dress with a product take its wall paint.
 */
import { isSurfaceSlot, type RoomSlot } from '../model/room-model.ts';
import type { Paint, RoomTemplate } from './room-template.ts';

/** Slot id → paint, for the room's slots the template paints rather than fills with a product. */
export function templatePaints(
  template: Pick<RoomTemplate, 'paint' | 'slots'>,
  slots: readonly RoomSlot[],
): Record<string, Paint> {
  const paints: Record<string, Paint> = {};
  for (const slot of slots) {
    if (!isSurfaceSlot(slot) || template.slots[slot.id]) continue;
    if (slot.kind === 'cabinet-fronts') paints[slot.id] = template.paint.cabinets;
    else if (slot.kind === 'wall') paints[slot.id] = template.paint.walls;
  }
  return paints;
}
