import type { FixtureSlotKind } from '@showroom/rooms';
import { Color, DoubleSide, MeshStandardMaterial } from 'three';
import type { FixtureFinish } from './fixture-finish-load.ts';

/**
 * How a fixture reads before its product's relief map tells its finish (or in an empty slot):
 * brushed metal, glazed porcelain, painted wood.
 */
const FINISH: Readonly<Record<FixtureSlotKind, { roughness: number; metalness: number }>> = {
  faucet: { roughness: 0.3, metalness: 0.7 },
  sink: { roughness: 0.25, metalness: 0.3 },
  vanity: { roughness: 0.6, metalness: 0 },
  tub: { roughness: 0.15, metalness: 0 },
  toilet: { roughness: 0.15, metalness: 0 },
  lights: { roughness: 0.35, metalness: 0.6 },
  fan: { roughness: 0.5, metalness: 0.3 },
  appliances: { roughness: 0.35, metalness: 0.5 },
};

/** What an empty fixture slot shows: a plain placeholder in white. */
export const EMPTY_FIXTURE_HEX = '#f2f2f0';

/** The materials one fixture slot draws with; the caller disposes them. */
export interface FixtureMaterials {
  finish: MeshStandardMaterial;
  /** The finish on both faces: a lamp's open shade is seen inside and out. */
  shade: MeshStandardMaterial;
  porcelain: MeshStandardMaterial;
  trim: MeshStandardMaterial;
  dark: MeshStandardMaterial;
  bulb: MeshStandardMaterial;
}

/** Vitreous china and enamel: a white one is drawn a little warm (`ENAMEL`). */
const ENAMELLED: ReadonlySet<FixtureSlotKind> = new Set(['tub', 'toilet', 'sink']);
const ENAMEL = new Color('#efe4d0');
/** How far a white fixture moves towards ENAMEL, and how light and grey a colour must be to be white. */
const ENAMEL_SHIFT = 0.45;
const WHITE_LIGHTNESS = 0.85;
const WHITE_SATURATION = 0.25;

/**
 * A fixture's colour as drawn. A white tub, toilet or basin is shifted a little warm (decision 0117):
 * glazed white tile is a cool white, and the two drawn alike merged into one surface in the bath
 * (real enamel reads creamier than glazed tile too). Any other colour is its own.
 */
export function fixtureColour(kind: FixtureSlotKind, colourHex: string): Color {
  const colour = new Color(colourHex);
  if (!ENAMELLED.has(kind)) return colour;
  const { s, l } = colour.getHSL({ h: 0, s: 0, l: 0 });
  return l >= WHITE_LIGHTNESS && s <= WHITE_SATURATION ? colour.lerp(ENAMEL, ENAMEL_SHIFT) : colour;
}

export function fixtureMaterials(
  kind: FixtureSlotKind,
  colourHex: string,
  finish: FixtureFinish | null,
): FixtureMaterials {
  const look = { color: fixtureColour(kind, colourHex), ...(finish ?? FINISH[kind]) };
  return {
    finish: new MeshStandardMaterial(look),
    shade: new MeshStandardMaterial({ ...look, side: DoubleSide }),
    porcelain: new MeshStandardMaterial({ color: '#f4f3ef', roughness: 0.2 }),
    trim: new MeshStandardMaterial({ color: '#b4b6b9', roughness: 0.3, metalness: 1 }),
    dark: new MeshStandardMaterial({ color: '#1c1d20', roughness: 0.2 }),
    // A bulb is its own light: it glows whatever falls on it.
    bulb: new MeshStandardMaterial({
      color: '#fff6e0',
      emissive: '#ffd9a0',
      emissiveIntensity: 1,
      roughness: 1,
    }),
  };
}

export function disposeFixtureMaterials(materials: FixtureMaterials): void {
  for (const material of Object.values(materials)) material.dispose();
}
