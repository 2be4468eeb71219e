/**
 * Floor plans (issue #13): a parametric room a homeowner starts from. A plan names its kind, its
 * default dimensions and the range each may be edited within, its doors and windows (placed relative
 * to the walls so they follow the dimensions) and the arrangement its layout builds (cabinet runs,
 * tub, vanity, furniture). `layoutRoom` turns a plan and dimensions into a RoomLayout.
 */
import type { BathSpec } from '../layout/bath-layout.ts';
import type { KitchenSpec } from '../layout/kitchen-layout.ts';
import type { LivingSpec } from '../layout/living-layout.ts';
import type { PatioSpec } from '../layout/patio-layout.ts';
import { placeAlong } from '../model/room-geometry.ts';
import type { Opening, RoomDimensions, RoomKind, WallId } from '../model/room-model.ts';

export interface DimensionRange {
  min: number;
  max: number;
}

export type DimensionLimits = Record<keyof RoomDimensions, DimensionRange>;

/**
 * A door or window placed relative to its wall: `anchor` says which end of the wall (as seen from
 * inside) `insetFt` is measured from; a centred opening moves `insetFt` to the right of the centre.
 */
export interface OpeningSpec {
  wall: WallId;
  kind: Opening['kind'];
  widthFt: number;
  heightFt: number;
  sillFt: number;
  anchor: 'start' | 'center' | 'end';
  insetFt: number;
}

export type PlanSpec = KitchenSpec | BathSpec | LivingSpec | PatioSpec;

export interface FloorPlan {
  /** Stable slug, stored in drafts and links: never renamed once published. */
  id: string;
  name: string;
  kind: RoomKind;
  dimensions: RoomDimensions;
  limits: DimensionLimits;
  openings: readonly OpeningSpec[];
  spec: PlanSpec;
}

/** Dimensions forced within the plan's limits (to the 1/12 ft, an inch), missing ones from its defaults. */
export function clampDimensions(plan: FloorPlan, dimensions?: Partial<RoomDimensions>): RoomDimensions {
  const clamp = (key: keyof RoomDimensions): number => {
    const { min, max } = plan.limits[key];
    const value = dimensions?.[key];
    const given = typeof value === 'number' && Number.isFinite(value) ? value : plan.dimensions[key];
    return Math.min(Math.max(Math.round(given * 12) / 12, min), max);
  };
  return { widthFt: clamp('widthFt'), depthFt: clamp('depthFt'), heightFt: clamp('heightFt') };
}

/** The plan's openings at the given dimensions, in wall offsets (see room-model.ts Opening). */
export function resolveOpenings(openings: readonly OpeningSpec[], dimensions: RoomDimensions): Opening[] {
  return openings.map((spec) => {
    const wallLength =
      spec.wall === 'north' || spec.wall === 'south' ? dimensions.widthFt : dimensions.depthFt;
    return {
      wall: spec.wall,
      kind: spec.kind,
      offsetFt: Math.round(placeAlong(wallLength, spec.widthFt, spec) * 1000) / 1000,
      widthFt: spec.widthFt,
      heightFt: spec.heightFt,
      sillFt: spec.sillFt,
    };
  });
}
