/**
 * Which catalogue categories a room's slot takes (issue #13): the seed's category slugs (a top
 * category's slug, or `<top>-<sub>` for a sub-category, as hosts/api's seed makes them), usable as
 * the `category` of `POST /api/visualization/products`, which lists a category's whole subtree.
 * The first slug is the slot's main category (a template looks there first).
 */
import type { RoomKind, SlotKind } from '../model/room-model.ts';

export type RoomGroup = 'kitchen' | 'bath' | 'living' | 'patio';

export function roomGroup(kind: RoomKind): RoomGroup {
  if (kind.startsWith('kitchen')) return 'kitchen';
  if (kind === 'bathroom-tub' || kind === 'shower-room') return 'bath';
  return kind === 'patio' ? 'patio' : 'living';
}

const INDOOR_FLOORS = ['hardwood-flooring', 'luxury-flooring', 'laminate-flooring', 'tile-flooring'];
const WET_FLOORS = ['tile-flooring', 'luxury-flooring', 'laminate-flooring-water-resistant-laminate'];
const WALL_TILES = [
  'backsplash-tiles',
  'tile-flooring-porcelain-tile',
  'tile-flooring-ceramic-tile',
  'tile-flooring-marble-tile',
];

/** Slots whose id says more than their kind: a kitchen's appliances, a patio's extras, light fittings. */
const BY_SLOT_ID: Readonly<Record<string, readonly string[]>> = {
  range: ['appliances-ranges'],
  fridge: ['appliances-refrigerators'],
  dishwasher: ['appliances-dishwashers'],
  hood: ['appliances-range-hoods'],
  grill: ['outdoor-outdoor-kitchens'],
  'fire-pit': ['outdoor-fire-pits'],
  // The tub's or shower's valve and head: never a shower door, which the category also sells.
  shower: ['showers-shower-systems', 'showers-shower-heads'],
  'pool-coping': ['pool-copings'],
  lawn: ['artificial-turf'],
  sconces: ['lights-wall-sconces'],
  'vanity-lights': ['lights-vanity-lights', 'lights-wall-sconces'],
};

/**
 * By room and slot kind. Cabinet fronts take no product: the seed's 22 shop categories sell no
 * cabinets, so templates paint them (decision 0063).
 */
const BY_KIND: Readonly<Record<RoomGroup, Partial<Record<SlotKind, readonly string[]>>>> = {
  kitchen: {
    floor: INDOOR_FLOORS,
    wall: ['stacked-stone', ...WALL_TILES],
    backsplash: ['backsplash-tiles', 'tile-flooring-marble-tile', 'stacked-stone-ledger-panels'],
    countertop: ['countertop'],
    // Faucets that stand on a sink: a wall-mount pot filler in the category fills no sink.
    faucet: [
      'kitchen-faucets-pull-down-faucets',
      'kitchen-faucets-bridge-faucets',
      'kitchen-faucets-bar-faucets',
    ],
    sink: ['kitchen-sinks'],
    appliances: ['appliances'],
    lights: ['lights-pendant-lights', 'lights-chandeliers'],
  },
  bath: {
    floor: WET_FLOORS,
    wall: WALL_TILES,
    'shower-walls': WALL_TILES,
    faucet: ['bathroom-faucets'],
    vanity: ['bathroom-vanitys'],
    tub: ['bath-tubs'],
    toilet: ['toilets'],
    lights: ['lights-vanity-lights', 'lights-wall-sconces'],
  },
  living: {
    floor: INDOOR_FLOORS,
    wall: ['stacked-stone', 'tile-flooring-porcelain-tile'],
    lights: ['lights-chandeliers', 'lights-pendant-lights'],
    fan: ['fans-ceiling-fans', 'fans-ceiling-fans-with-light'],
  },
  patio: {
    floor: ['hardscaping-pavers', 'hardscaping-flagstone', 'tile-flooring-porcelain-tile'],
    wall: ['stacked-stone', 'hardscaping-retaining-wall-blocks'],
    lights: ['lights-wall-sconces'],
    fan: ['fans-outdoor-fans'],
    appliances: ['outdoor'],
  },
};

/** The category slugs a slot's picker lists, main one first; empty when no product fits the slot. */
export function slotCategories(roomKind: RoomKind, slotKind: SlotKind, slotId?: string): string[] {
  const byId = slotId === undefined ? undefined : BY_SLOT_ID[slotId];
  return [...(byId ?? BY_KIND[roomGroup(roomKind)][slotKind] ?? [])];
}
