/**
 * The visualizer's room model (issue #13): the shapes shared by the plan data, the 3D scene, the 2D
 * plan view and the bill of materials. Lengths are in feet (tile and plank sizes stay in inches, as
 * the catalogue gives them). Axes: x runs east along the room's width, z runs south along its depth,
 * y is up; the origin is the floor's north-west corner, so the room spans x 0..width, z 0..depth.
 */

export type Vec3 = readonly [x: number, y: number, z: number];

export const WALLS = ['north', 'east', 'south', 'west'] as const;
export type WallId = (typeof WALLS)[number];

export const ROOM_KINDS = [
  'kitchen-l',
  'kitchen-u',
  'kitchen-galley',
  'bathroom-tub',
  'shower-room',
  'living-room',
  'bedroom',
  'patio',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Slots covered by a material bought by area (boxes): the bill of materials measures these. */
export const SURFACE_SLOT_KINDS = [
  'floor',
  'wall',
  'backsplash',
  'countertop',
  'cabinet-fronts',
  'shower-walls',
] as const;
export type SurfaceSlotKind = (typeof SURFACE_SLOT_KINDS)[number];

/** Slots filled by one product each (one piece per placement). */
export const FIXTURE_SLOT_KINDS = [
  'faucet',
  'sink',
  'vanity',
  'tub',
  'toilet',
  'lights',
  'fan',
  'appliances',
] as const;
export type FixtureSlotKind = (typeof FIXTURE_SLOT_KINDS)[number];

export type SlotKind = SurfaceSlotKind | FixtureSlotKind;

export interface RoomDimensions {
  widthFt: number;
  depthFt: number;
  heightFt: number;
}

/** A door or window in a wall; `offsetFt` runs from the wall's left end as seen from inside. */
export interface Opening {
  wall: WallId;
  kind: 'door' | 'window' | 'opening';
  offsetFt: number;
  widthFt: number;
  heightFt: number;
  /** Height of the opening's bottom edge above the floor (0 for doors). */
  sillFt: number;
}

/** A rectangle in a panel's own plane, in feet from the panel's origin along u (x) and v (y). */
export interface PanelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A flat piece of a surface slot: a rectangle starting at `origin`, spanning `widthFt` along the unit
 * vector `u` and `heightFt` along the unit vector `v`; its front faces u × v. `holes` are cut out
 * (doors, windows, a backsplash's window) and do not count in its area.
 */
export interface SurfacePanel {
  origin: Vec3;
  u: Vec3;
  v: Vec3;
  widthFt: number;
  heightFt: number;
  holes: readonly PanelRect[];
  /**
   * What stands on or against the panel (cabinets, an island, a tub, a vanity, a backsplash over a
   * wall), in its own plane: drawn, but not counted in its area (issue #26). Absent: nothing.
   */
  covered?: readonly PanelRect[];
  /** A slab's thickness (countertops), drawn behind the front face; 0 or absent for a skin. */
  thicknessFt?: number;
}

/** A neutral solid the materials sit on: cabinet carcasses, an island, a tub's apron, a bed. */
export interface RoomBody {
  kind: 'base-cabinet' | 'wall-cabinet' | 'island' | 'tub-base' | 'shower-curb' | 'furniture';
  /** Centre of the box's bottom face. */
  position: Vec3;
  /** Before the turn: x across its front, y up, z front to back (as FixturePlacement's size). */
  size: Vec3;
  /** Radians about y, as FixturePlacement's: 0 has its front face south. */
  rotationY: number;
}

/** Where one fixture stands: the centre of its footprint's bottom, its bounding box and its turn. */
export interface FixturePlacement {
  position: Vec3;
  /** Before the turn: x across its front (a vanity's width), y up, z front to back (its depth). */
  size: Vec3;
  /** Radians about y; 0 faces south (+z, into the room from the north wall). */
  rotationY: number;
}

export interface SurfaceSlot {
  /** Unique within a room, stable across dimension edits: 'floor', 'wall-north', 'backsplash', ... */
  id: string;
  kind: SurfaceSlotKind;
  /** What a person calls it: 'Floor', 'North wall', 'Backsplash'. */
  label: string;
  panels: readonly SurfacePanel[];
  /** The panels' area minus their holes and what covers them, in sqft, rounded to hundredths. */
  areaSqft: number;
}

export interface FixtureSlot {
  id: string;
  kind: FixtureSlotKind;
  label: string;
  placements: readonly FixturePlacement[];
}

export type RoomSlot = SurfaceSlot | FixtureSlot;

/** A room laid out for given dimensions: everything the 3D scene and the 2D plan draw. */
export interface RoomLayout {
  dimensions: RoomDimensions;
  openings: readonly Opening[];
  bodies: readonly RoomBody[];
  slots: readonly RoomSlot[];
  /** Pools set into a patio's floor (issue #13); absent in every other room. */
  pools?: readonly PoolBasin[];
}

export function isSurfaceSlot(slot: RoomSlot): slot is SurfaceSlot {
  return (SURFACE_SLOT_KINDS as readonly string[]).includes(slot.kind);
}

/**
 * A pool set into a patio's floor (issue #13): the floor has a hole over it and the `pool-coping`
 * slot rims it. `x`, `z` are its north-west corner in the room's axes; the water surface is at y 0.
 */
export interface PoolBasin {
  x: number;
  z: number;
  widthFt: number;
  depthFt: number;
  waterDepthFt: number;
}
