/** Finding a laid-out room's slot by its id, as a surface or a fixture. */
import {
  type FixtureSlot,
  isSurfaceSlot,
  type RoomLayout,
  type RoomSlot,
  type SurfaceSlot,
} from '../model/room-model.ts';

export function findSlot(layout: RoomLayout, id: string): RoomSlot | undefined {
  return layout.slots.find((slot) => slot.id === id);
}

export function findSurfaceSlot(layout: RoomLayout, id: string): SurfaceSlot | undefined {
  const slot = findSlot(layout, id);
  return slot && isSurfaceSlot(slot) ? slot : undefined;
}

export function findFixtureSlot(layout: RoomLayout, id: string): FixtureSlot | undefined {
  const slot = findSlot(layout, id);
  return slot && !isSurfaceSlot(slot) ? slot : undefined;
}
