/**
 * The room data the screen uses, in one place: floor plans and laying them out (the contract's),
 * templates, and the catalogue categories a slot is filled from. Until the contract carries templates
 * and slot categories (issue #13, vis-model), small stand-ins with the same roles live here.
 */
import {
  clampDimensions,
  FLOOR_PLANS,
  type FloorPlan,
  layoutRoom,
  type RoomKind,
  type RoomSlot,
} from '@showroom/contract/visualizer';

export { FLOOR_PLANS, type FloorPlan, layoutRoom };

/** Dimensions within the plan's limits, missing ones from its defaults. */
export const clampToPlan = clampDimensions;

/** What a template puts in one slot: the catalogue query whose first product fills it. */
export interface TemplateSlotQuery {
  category: string;
  colour?: string;
  q?: string;
}

export interface RoomTemplate {
  id: string;
  name: string;
  planId: string;
  slots: Readonly<Record<string, TemplateSlotQuery>>;
}

export const ROOM_TEMPLATES: readonly RoomTemplate[] = [
  {
    id: 'kitchen-l-warm-oak',
    name: 'Warm oak kitchen',
    planId: 'kitchen-l-classic',
    slots: {
      floor: { category: 'hardwood-flooring' },
      backsplash: { category: 'backsplash-tiles' },
      countertop: { category: 'countertop' },
      faucet: { category: 'kitchen-faucets' },
    },
  },
];

const KITCHEN = /^kitchen/;
const BATH = /^(bathroom|shower)/;

/** The categories (slugs) a slot's picker offers, most likely first. */
export function slotCategories(roomKind: RoomKind, slot: Pick<RoomSlot, 'id' | 'kind'>): readonly string[] {
  if (slot.id === 'pool-coping') return ['pool-copings'];
  if (slot.id === 'lawn') return ['artificial-turf'];
  if (slot.id === 'shower') return ['showers'];
  switch (slot.kind) {
    case 'floor':
      if (roomKind === 'patio') return ['hardscaping', 'outdoor'];
      return KITCHEN.test(roomKind) || BATH.test(roomKind)
        ? ['tile-flooring', 'luxury-flooring', 'hardwood-flooring', 'laminate-flooring']
        : ['hardwood-flooring', 'laminate-flooring', 'luxury-flooring', 'tile-flooring'];
    case 'wall':
      return ['stacked-stone', 'backsplash-tiles', 'tile-flooring'];
    case 'backsplash':
      return ['backsplash-tiles'];
    case 'countertop':
      return ['countertop'];
    case 'shower-walls':
      return ['tile-flooring', 'backsplash-tiles'];
    case 'faucet':
      return KITCHEN.test(roomKind) ? ['kitchen-faucets'] : ['bathroom-faucets'];
    case 'sink':
      return ['kitchen-sinks'];
    case 'vanity':
      return ['bathroom-vanitys'];
    case 'tub':
      return ['bath-tubs'];
    case 'toilet':
      return ['toilets'];
    case 'lights':
      return ['lights'];
    case 'fan':
      return ['fans'];
    case 'appliances':
      return roomKind === 'patio' ? ['outdoor'] : ['appliances'];
    default:
      return [];
  }
}
