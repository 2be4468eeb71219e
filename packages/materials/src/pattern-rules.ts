import type { MaterialFamily, Pattern } from './material-spec.ts';

/** The catalogue's pattern names (product_sizes.pattern) and the layouts drawn for them. */
const NAMED: readonly (readonly [RegExp, Pattern])[] = [
  [/herringbone/, 'herringbone'],
  [/chevron/, 'chevron'],
  [/basket/, 'basketweave'],
  [/hex/, 'hexagon'],
  [/offset|running|brick|subway/, 'offset'],
  [/random|ashlar/, 'random'],
  [/straight|stack|grid/, 'straight'],
];

/**
 * The layout of a product: its size's pattern when it names one, else what its name says (subway
 * tile is offset, mosaics hexagon), else the family's usual layout (planks and ledgers in random rows).
 * A layout the piece's shape cannot make (herringbone of squares) falls back to straight.
 */
export function patternOf(
  family: MaterialFamily,
  sizePattern: string | null,
  name: string,
  size: { width: number; length: number } | null,
): Pattern {
  // A mosaic is sheets of small hexagons whatever pattern its sheets are laid in.
  const mosaic = /mosaic|penny|hexagon/i.test(name) ? 'hexagon' : null;
  const named = mosaic ?? firstMatch(sizePattern ?? '') ?? firstMatch(name);
  const pattern = named ?? usualPattern(family);
  const ratio = size ? size.length / size.width : 1;
  if ((pattern === 'herringbone' || pattern === 'chevron' || pattern === 'basketweave') && ratio < 1.9)
    return 'straight';
  return pattern;
}

function firstMatch(text: string): Pattern | null {
  const words = text.toLowerCase();
  for (const [regex, pattern] of NAMED) if (regex.test(words)) return pattern;
  if (/mosaic|penny/.test(words)) return 'hexagon';
  return null;
}

function usualPattern(family: MaterialFamily): Pattern {
  if (family === 'plank' || family === 'stacked-stone') return 'random';
  if (family === 'paver' || family === 'coping') return 'offset';
  return 'straight';
}
