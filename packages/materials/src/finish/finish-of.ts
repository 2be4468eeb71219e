import type { MaterialSpec, Sheen, SurfaceLook } from '../material-spec.ts';

/**
 * How light plays on a product's face, for physically based rendering: `roughness` (0 a mirror, 1 chalk)
 * and `metalness` (0 a dielectric: stone, glaze, paint, wood; 1 a bare metal). Read from the same spec
 * that draws its pictures, so the 3D room and the pictures agree.
 */
export interface Finish {
  roughness: number;
  metalness: number;
}

/** Roughness by sheen: polished stone and gloss glaze mirror the room, honed and matte faces blur it away. */
const ROUGHNESS: Readonly<Record<Sheen, number>> = {
  gloss: 0.08,
  satin: 0.32,
  brushed: 0.38,
  matte: 0.62,
  textured: 0.82,
};

/** Faces that are never shinier (grass) or never duller (glass) than this, whatever the finish says. */
const LOOK_BOUNDS: Partial<Readonly<Record<SurfaceLook, readonly [number, number]>>> = {
  grass: [0.95, 1],
  glass: [0, 0.1],
  concrete: [0.2, 1],
  wood: [0.25, 1],
};

/** Metals: chrome is a mirror, brushed steel and nickel keep a soft sheen, matte black metal is paint. */
export function finishOf(spec: MaterialSpec): Finish {
  const base = ROUGHNESS[spec.sheen];
  const [low, high] = LOOK_BOUNDS[spec.look] ?? [0, 1];
  return { roughness: Math.min(high, Math.max(low, base)), metalness: spec.metal ? 1 : 0 };
}

/**
 * What the joints between pieces are, for a surface laid in pieces: grout and sand are rough and sit
 * below the faces; planks meet at a bevel.
 */
export const JOINT_ROUGHNESS = 0.92;
