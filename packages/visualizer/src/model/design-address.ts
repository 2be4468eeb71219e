/**
 * A design in the address (issue #13): `/visualize?plan=<id>&template=<id>&w=12&d=10&h=8&m=floor.<hash>,...&project=<id>`,
 * and `paint=<template id>` when the room keeps a template's paint under the homeowner's own picks.
 * The plan, template, dimensions and each slot's product hash, so a link opened in a new tab (or the
 * visual redirect after sign-in) shows the same room; once saved, the project it was saved to, so
 * saving again updates that project. Unknown or malformed parts are ignored.
 */
import { DESIGN_PROJECT_PARAM, VISUALIZE_PRODUCT_PARAM } from '@showroom/contract';
import { PRODUCT_HASH_PATTERN } from '@showroom/contract/catalog';
import type { RoomDimensions } from '@showroom/rooms';

export interface DesignAddress {
  planId: string | null;
  templateId: string | null;
  /** The template whose paint the room wears once the homeowner's picks made it their own mix. */
  paintId: string | null;
  dimensions: Partial<RoomDimensions>;
  /** Slot id → product hash. */
  materials: Readonly<Record<string, string>>;
  /** The project the design was saved to, if it was. */
  projectId: number | null;
  /** A product to put in the room (`?product=<hash>`, from the catalogue); not written back. */
  productHash: string | null;
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
const DIMENSION_PARAMS = { widthFt: 'w', depthFt: 'd', heightFt: 'h' } as const;

const idOf = (value: string | null) => (value && ID_PATTERN.test(value) ? value : null);

export function readDesignAddress(query: URLSearchParams): DesignAddress {
  const dimensions: Partial<RoomDimensions> = {};
  for (const [key, param] of Object.entries(DIMENSION_PARAMS) as [keyof RoomDimensions, string][]) {
    const value = Number(query.get(param));
    if (query.has(param) && Number.isFinite(value) && value > 0) dimensions[key] = value;
  }
  const materials: Record<string, string> = {};
  for (const pair of (query.get('m') ?? '').split(',')) {
    const [slotId = '', hash = ''] = pair.split('.');
    if (idOf(slotId) && PRODUCT_HASH_PATTERN.test(hash)) materials[slotId] = hash;
  }
  const project = query.get(DESIGN_PROJECT_PARAM) ?? '';
  const product = query.get(VISUALIZE_PRODUCT_PARAM) ?? '';
  return {
    planId: idOf(query.get('plan')),
    templateId: idOf(query.get('template')),
    paintId: idOf(query.get('paint')),
    dimensions,
    materials,
    projectId: /^[1-9]\d{0,9}$/.test(project) ? Number(project) : null,
    productHash: PRODUCT_HASH_PATTERN.test(product) ? product : null,
  };
}

/** Whole inches read better in a link than binary fractions of a foot. */
const feet = (value: number) => String(Math.round(value * 12) / 12).slice(0, 8);

export function writeDesignAddress(design: {
  planId: string;
  templateId: string | null;
  paintId?: string | null;
  dimensions: RoomDimensions;
  materials: Readonly<Record<string, string>>;
  projectId?: number | null;
}): URLSearchParams {
  const query = new URLSearchParams({ plan: design.planId });
  if (design.templateId) query.set('template', design.templateId);
  // The template names its paint; a mix of the homeowner's own keeps it apart.
  if (design.paintId && design.paintId !== design.templateId) query.set('paint', design.paintId);
  query.set('w', feet(design.dimensions.widthFt));
  query.set('d', feet(design.dimensions.depthFt));
  query.set('h', feet(design.dimensions.heightFt));
  const materials = Object.entries(design.materials).map(([slotId, hash]) => `${slotId}.${hash}`);
  if (materials.length > 0) query.set('m', materials.join(','));
  if (design.projectId) query.set(DESIGN_PROJECT_PARAM, String(design.projectId));
  return query;
}
