/**
 * The room data the screen uses, in one place: floor plans, templates, laying a plan out, and the
 * catalogue categories a slot is filled from. Until `@showroom/contract/visualizer` carries the
 * plans and templates (issue #13, vis-model), a small stand-in with the same shapes lives here.
 */
import type {
  FixtureSlotKind,
  Opening,
  RoomDimensions,
  RoomKind,
  RoomLayout,
  RoomSlot,
  SlotKind,
  SurfacePanel,
} from '@showroom/contract/visualizer';

export interface DimensionRange {
  min: number;
  max: number;
}

export interface FloorPlan {
  id: string;
  name: string;
  kind: RoomKind;
  dimensions: RoomDimensions;
  limits: Record<keyof RoomDimensions, DimensionRange>;
}

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

const LIMITS = {
  widthFt: { min: 6, max: 30 },
  depthFt: { min: 6, max: 30 },
  heightFt: { min: 7, max: 12 },
};

export const FLOOR_PLANS: readonly FloorPlan[] = [
  {
    id: 'kitchen-l-classic',
    name: 'L-shaped kitchen',
    kind: 'kitchen-l',
    dimensions: { widthFt: 12, depthFt: 10, heightFt: 8 },
    limits: LIMITS,
  },
  {
    id: 'bathroom-tub-standard',
    name: 'Bathroom with tub',
    kind: 'bathroom-tub',
    dimensions: { widthFt: 8, depthFt: 10, heightFt: 8 },
    limits: LIMITS,
  },
];

export const ROOM_TEMPLATES: readonly RoomTemplate[] = [
  {
    id: 'kitchen-l-warm-oak',
    name: 'Warm oak kitchen',
    planId: 'kitchen-l-classic',
    slots: { floor: { category: 'hardwood-flooring' }, backsplash: { category: 'backsplash-tiles' } },
  },
];

const CATEGORIES: Partial<Record<SlotKind, readonly string[]>> = {
  floor: ['tile-flooring', 'hardwood-flooring', 'vinyl-flooring'],
  wall: ['tile-flooring', 'stacked-stone'],
  backsplash: ['backsplash-tiles'],
  countertop: ['countertop'],
  faucet: ['kitchen-faucets', 'bathroom-faucets'],
  sink: ['kitchen-sinks'],
  tub: ['bath-tubs'],
  toilet: ['toilets'],
};

/** Dimensions within the plan's limits, missing ones from its defaults. */
export function clampToPlan(plan: FloorPlan, dimensions: Partial<RoomDimensions> = {}): RoomDimensions {
  const clamp = (key: keyof RoomDimensions) =>
    Math.min(Math.max(dimensions[key] ?? plan.dimensions[key], plan.limits[key].min), plan.limits[key].max);
  return { widthFt: clamp('widthFt'), depthFt: clamp('depthFt'), heightFt: clamp('heightFt') };
}

export function slotCategories(_kind: RoomKind, slotKind: SlotKind): readonly string[] {
  return CATEGORIES[slotKind] ?? [];
}

const wallPanel = (dims: RoomDimensions, wall: 'north' | 'south'): SurfacePanel => ({
  origin: wall === 'north' ? [0, 0, 0] : [dims.widthFt, 0, dims.depthFt],
  u: wall === 'north' ? [1, 0, 0] : [-1, 0, 0],
  v: [0, 1, 0],
  widthFt: dims.widthFt,
  heightFt: dims.heightFt,
  holes: [],
});

const area = (panels: readonly SurfacePanel[]) =>
  Math.round(panels.reduce((sum, panel) => sum + panel.widthFt * panel.heightFt, 0) * 100) / 100;

const fixture = (id: string, kind: FixtureSlotKind, label: string, x: number): RoomSlot => ({
  id,
  kind,
  label,
  placements: [{ position: [x, 3, 1], size: [1, 1, 1], rotationY: 0 }],
});

export function layoutRoom(plan: FloorPlan, dimensions?: Partial<RoomDimensions>): RoomLayout {
  const dims = { ...plan.dimensions, ...dimensions };
  const floor: SurfacePanel = {
    origin: [0, 0, 0],
    u: [1, 0, 0],
    v: [0, 0, 1],
    widthFt: dims.widthFt,
    heightFt: dims.depthFt,
    holes: [],
  };
  const backsplash: SurfacePanel = {
    origin: [0, 3, 0.1],
    u: [1, 0, 0],
    v: [0, 1, 0],
    widthFt: dims.widthFt,
    heightFt: 1.5,
    holes: [],
  };
  const openings: Opening[] = [
    { wall: 'south', kind: 'door', offsetFt: 1, widthFt: 3, heightFt: 6.67, sillFt: 0 },
  ];
  const slots: RoomSlot[] = [
    { id: 'floor', kind: 'floor', label: 'Floor', panels: [floor], areaSqft: area([floor]) },
    {
      id: 'wall-north',
      kind: 'wall',
      label: 'North wall',
      panels: [wallPanel(dims, 'north')],
      areaSqft: area([wallPanel(dims, 'north')]),
    },
  ];
  if (plan.kind.startsWith('kitchen')) {
    slots.push(
      {
        id: 'backsplash',
        kind: 'backsplash',
        label: 'Backsplash',
        panels: [backsplash],
        areaSqft: area([backsplash]),
      },
      fixture('faucet', 'faucet', 'Faucet', dims.widthFt / 2),
      fixture('sink', 'sink', 'Sink', dims.widthFt / 2),
    );
  } else {
    slots.push(fixture('tub', 'tub', 'Tub', 2), fixture('toilet', 'toilet', 'Toilet', 5));
  }
  return { dimensions: dims, openings, bodies: [], slots };
}
