/**
 * The visualizer's templates (issue #13): every floor plan dressed in two style palettes of its room
 * group, 112 in all. Each slot gets the palette's look for it, in the category the plan calls for
 * (an alcove takes an alcove tub, a double vanity a double-sink vanity).
 */

import { layoutRoom } from '../layout/layout-room.ts';
import { wallSlotId } from '../layout/room-shell.ts';
import type { RoomSlot } from '../model/room-model.ts';
import type { FloorPlan } from '../plans/floor-plan.ts';
import { FLOOR_PLANS } from '../plans/floor-plans.ts';
import { type RoomGroup, roomGroup, slotCategories } from '../slots/slot-categories.ts';
import { BATH_PALETTES } from './bath-palettes.ts';
import { KITCHEN_PALETTES } from './kitchen-palettes.ts';
import { LIVING_PALETTES } from './living-palettes.ts';
import { PATIO_PALETTES } from './patio-palettes.ts';
import type { MaterialChoice, RoomTemplate } from './room-template.ts';
import type { PaletteLook, StylePalette } from './style-palette.ts';

export const STYLE_PALETTES: Readonly<Record<RoomGroup, readonly StylePalette[]>> = {
  kitchen: KITCHEN_PALETTES,
  bath: BATH_PALETTES,
  living: LIVING_PALETTES,
  patio: PATIO_PALETTES,
};

function paletteLook(palette: StylePalette, plan: FloorPlan, slot: RoomSlot): PaletteLook | undefined {
  if (slot.kind === 'cabinet-fronts') return undefined;
  if (slot.kind === 'wall') {
    // Walls keep their paint, but for a living room's feature wall and a patio's stone walls.
    if (plan.spec.type === 'patio') return palette.looks.wall;
    if (plan.spec.type === 'living' && slot.id === wallSlotId(plan.spec.furnitureWall)) {
      return palette.looks['accent-wall'];
    }
    return undefined;
  }
  return palette.looks[slot.id] ?? palette.looks[slot.kind];
}

/** The sub-category a plan's own arrangement asks for, whatever the style. */
function planCategory(plan: FloorPlan, slot: RoomSlot): string | undefined {
  if (plan.spec.type !== 'bath') return undefined;
  if (slot.id === 'tub') {
    return plan.spec.wet.lengthFt === undefined ? 'bath-tubs-alcove-tubs' : 'bath-tubs-freestanding-tubs';
  }
  if (slot.id === 'vanity') {
    return plan.spec.vanity.basins === 2
      ? 'bathroom-vanitys-double-sink-vanities'
      : 'bathroom-vanitys-single-sink-vanities';
  }
  return undefined;
}

/** 'L kitchen with island' stays; 'Classic L kitchen' reads 'classic L kitchen' after a style name. */
function inSentence(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/** The template's slot choices: each slot of the plan's room the palette has a look for. */
function dressSlots(
  plan: FloorPlan,
  roomSlots: readonly RoomSlot[],
  palette: StylePalette,
): Record<string, MaterialChoice> {
  const slots: Record<string, MaterialChoice> = {};
  for (const slot of roomSlots) {
    const look = paletteLook(palette, plan, slot);
    const category =
      look && (planCategory(plan, slot) ?? look.category ?? slotCategories(plan.kind, slot.kind, slot.id)[0]);
    if (!look || !category) continue;
    slots[slot.id] = { category, colours: look.colours, ...(look.q === undefined ? {} : { q: look.q }) };
  }
  return slots;
}

/**
 * A plan dressed in a palette. Its slots need the plan laid out, so they are worked out when first
 * read (issue #26): loading the visualizer no longer lays out all 56 plans before its first paint.
 */
function dress(plan: FloorPlan, roomSlots: () => readonly RoomSlot[], palette: StylePalette): RoomTemplate {
  let slots: Record<string, MaterialChoice> | undefined;
  return {
    id: `${plan.id}-${palette.id}`,
    name: `${palette.name} ${inSentence(plan.name)}`,
    planId: plan.id,
    style: palette.id,
    description: palette.description,
    paint: palette.paint,
    get slots() {
      slots ??= dressSlots(plan, roomSlots(), palette);
      return slots;
    },
  };
}

function templatesOf(plans: readonly FloorPlan[]): RoomTemplate[] {
  const inGroup = new Map<RoomGroup, number>();
  return plans.flatMap((plan) => {
    const group = roomGroup(plan.kind);
    const palettes = STYLE_PALETTES[group];
    // Each plan of a group takes the next palette and the one half the list away, so neighbouring
    // plans look different and every palette is used.
    const index = inGroup.get(group) ?? 0;
    inGroup.set(group, index + 1);
    const first = palettes[index % palettes.length]!;
    const second = palettes[(index + Math.floor(palettes.length / 2)) % palettes.length]!;
    let roomSlots: readonly RoomSlot[] | undefined;
    const slotsOfPlan = () => {
      roomSlots ??= layoutRoom(plan).slots;
      return roomSlots;
    };
    return [dress(plan, slotsOfPlan, first), dress(plan, slotsOfPlan, second)];
  });
}

export const ROOM_TEMPLATES: readonly RoomTemplate[] = templatesOf(FLOOR_PLANS);

const BY_ID = new Map(ROOM_TEMPLATES.map((template) => [template.id, template]));

export function roomTemplateById(id: string): RoomTemplate | undefined {
  return BY_ID.get(id);
}

export function roomTemplatesForPlan(planId: string): RoomTemplate[] {
  return ROOM_TEMPLATES.filter((template) => template.planId === planId);
}
