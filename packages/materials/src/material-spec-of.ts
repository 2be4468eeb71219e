import { normalHex } from './colour.ts';
import { familyOf, shapeOf } from './family-rules.ts';
import { isMetalFinish, lookOf, sheenOf } from './look-rules.ts';
import { isSurface, type MaterialFamily, type MaterialSpec } from './material-spec.ts';
import { patternOf } from './pattern-rules.ts';
import type { ProductVisuals } from './product-visuals.ts';
import { seedOf } from './random.ts';
import { sizeInches } from './size-inches.ts';

/** Colours when a product lists none, by family: what such a product most often is. */
const FALLBACK_COLOUR: Partial<Record<MaterialFamily, string>> = {
  plank: '#c49a6c',
  turf: '#4f7f3a',
  slab: '#eeeae4',
  faucet: '#b9b6ae',
  shower: '#b9b6ae',
  hardware: '#b9b6ae',
  light: '#3a3a3a',
  fan: '#b9b6ae',
  appliance: '#a9acaf',
  vanity: '#f1efe9',
};

const STYLES = /shaker|modern|farmhouse|transitional|mid-century|coastal|classic|oval|slipper|contemporary/;

/**
 * A product's picture recipe, from its data alone: the same product always gets the same picture.
 * With `colour` (one of the product's colour names) it is drawn in that colour alone, so each colour
 * a shopper chooses shows its own picture (issue #22); an unknown name draws every colour.
 */
export function materialSpecOf(product: ProductVisuals, colour?: string): MaterialSpec {
  const family = familyOf(product.categories, product.name);
  const look = lookOf(family, product.categories, `${product.name} ${product.finish ?? ''}`);
  const chosen = product.colours.filter((candidate) => candidate.name === colour);
  const colours = (chosen.length > 0 ? chosen : product.colours).map((candidate) => normalHex(candidate.hex));
  const size = isSurface(family) ? pieceSize(family, product.size) : null;
  return {
    seed: seedOf(product.hash),
    family,
    shape: shapeOf(family, product.categories, product.name),
    look,
    colours: colours.length > 0 ? colours : [FALLBACK_COLOUR[family] ?? '#d6d3cd'],
    sheen: sheenOf(product.finish, family, look),
    metal: isMetalFinish(product.finish) || (colours.length === 0 && isMetalFinish(product.name)),
    size,
    pattern: patternOf(family, product.size?.pattern ?? null, product.name, size),
    style: STYLES.exec(product.name.toLowerCase())?.[0] ?? '',
    placement: placementOf(family, [...product.categories, product.name].join(' ').toLowerCase()),
  };
}

function placementOf(family: MaterialFamily, words: string): MaterialSpec['placement'] {
  if (family === 'slab') return 'counter';
  if (family === 'stacked-stone' || /backsplash|wall tile|mosaic|subway|zellige|glass/.test(words))
    return 'wall';
  return 'floor';
}

/** Usual piece sizes when the data gives none (inches). */
const USUAL_SIZE: Record<string, { width: number; length: number }> = {
  tile: { width: 12, length: 24 },
  plank: { width: 7, length: 48 },
  stone: { width: 12, length: 24 },
  paver: { width: 12, length: 12 },
  coping: { width: 12, length: 24 },
  'stacked-stone': { width: 6, length: 24 },
};

/**
 * One piece's face: width across, length along (the longer side). Slabs and turf are one piece as
 * large as the room, so they have no piece size.
 */
function pieceSize(
  family: MaterialFamily,
  size: ProductVisuals['size'],
): { width: number; length: number } | null {
  if (family === 'slab' || family === 'turf') return null;
  const a = sizeInches(size?.width);
  const b = sizeInches(size?.height);
  // Pieces over 8 ft are not laid in a pattern; a nonsense size falls back to the usual one.
  if (a === null || b === null || a > 96 || b > 120 || a < 0.5 || b < 0.5) return USUAL_SIZE[family] ?? null;
  return { width: Math.min(a, b), length: Math.max(a, b) };
}
