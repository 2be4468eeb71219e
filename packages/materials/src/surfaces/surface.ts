import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { darken, lighten, luminance, mix } from '../colour.ts';
import type { MaterialSpec } from '../material-spec.ts';
import { randomFrom, seedOf } from '../random.ts';
import { num } from '../svg.ts';
import { layPieces } from './layout.ts';
import { type Layer, lookLayer } from './look-layers.ts';
import type { Piece, Region } from './piece.ts';
import { grainPath, piecePath } from './piece-paths.ts';

/** Which patch a piece starts in, so pictures vary their pieces' tones from patch to patch. */
function patchOf(piece: Piece): string {
  const [x, y] = piece.kind === 'hex' ? piece.centre : piece.origin;
  return `${Math.floor(x / TEXTURE_PATCH_INCHES)},${Math.floor(y / TEXTURE_PATCH_INCHES)}`;
}

/** How much pieces differ from each other in tone, by look. */
const VARIATION: Record<MaterialSpec['look'], number> = {
  glaze: 0.035,
  zellige: 0.16,
  glass: 0.06,
  marble: 0.03,
  granite: 0.04,
  travertine: 0.08,
  slate: 0.14,
  terrazzo: 0.03,
  concrete: 0.06,
  wood: 0.08,
  grass: 0,
};

/** Tones a piece may take: pieces share a few fills so the picture stays a handful of paths. */
const TONES = 5;

/**
 * A surface drawn in inches over `region`: pieces in their pattern and tones, the look's layer
 * (veins, speckle, grain, noise), then the joints. `id` prefixes every id it defines.
 */
export function drawSurface(spec: MaterialSpec, region: Region, id: string, seamless = false): Layer {
  const look = lookLayer(spec, region, `${id}k`);
  if (!spec.size) {
    const base = spec.colours[0]!;
    const fill = `<rect x="${num(region.x)}" y="${num(region.y)}" width="${num(region.width)}" height="${num(region.height)}" fill="${base}"/>`;
    return { defs: look.defs, body: fill + look.body };
  }
  const pieces = layPieces(spec.pattern, spec.size, region, spec.seed);
  const fills = new Map<string, string>();
  const grains = new Map<string, string>();
  for (const piece of pieces) {
    // A texture repeats every patch, so a piece's copies share its colour; a picture need not repeat.
    const random = randomFrom(seedOf(`${spec.seed}:${piece.key}${seamless ? '' : `:${patchOf(piece)}`}`));
    const colour = pieceColour(spec, random.next(), random.next());
    fills.set(colour, (fills.get(colour) ?? '') + piecePath(piece));
    if (spec.look === 'wood' && piece.kind === 'quad') {
      const tone = darken(colour, 0.28);
      // The board's width square to its length (a chevron piece is slanted): about one line per 2".
      const [ax, ay] = piece.along;
      const [bx, by] = piece.across;
      const across = Math.abs(ax * by - ay * bx) / Math.hypot(ax, ay);
      grains.set(
        tone,
        (grains.get(tone) ?? '') +
          grainPath(piece, Math.max(3, Math.round(across * 0.55)), () => random.range(-1, 1)),
      );
    }
  }
  // The joints are the pieces' own strokes: each piece's stroke covers half of its neighbours' and
  // theirs half of its, so every joint is one width, without drawing the outlines twice.
  const joint = jointStyle(spec);
  const body = [...fills].map(([fill, d]) => `<path fill="${fill}"${joint} d="${d}"/>`).join('');
  const grain = [...grains]
    .map(
      ([stroke, d]) =>
        `<path fill="none" stroke="${stroke}" stroke-width=".09" stroke-opacity=".55" d="${d}"/>`,
    )
    .join('');
  return { defs: look.defs, body: body + grain + look.body + bevels(spec, pieces) };
}

/**
 * Whether a product's colours are shades found together in one floor (a stone or wood blend) rather
 * than the colours it is offered in, one at a time (a glaze in white or grey): then pieces mix them.
 */
const blends = (spec: MaterialSpec) =>
  spec.look === 'wood' ||
  spec.look === 'travertine' ||
  spec.look === 'slate' ||
  spec.family === 'paver' ||
  spec.family === 'stacked-stone';

/** A piece's fill: the product's colour (or one of a blend's, the first most often), a little lighter or darker. */
function pieceColour(spec: MaterialSpec, pickAt: number, toneAt: number): string {
  const colours = blends(spec) ? spec.colours : spec.colours.slice(0, 1);
  const index =
    colours.length > 1 && pickAt > 0.55 ? 1 + Math.floor(((pickAt - 0.55) / 0.45) * (colours.length - 1)) : 0;
  const picked = colours[Math.min(index, colours.length - 1)]!;
  // Natural stone is never as saturated as a palette swatch ('Gold' ledgestone is a golden grey).
  const base = spec.look === 'travertine' || spec.look === 'slate' ? mix(picked, '#958b7e', 0.22) : picked;
  const tone = (Math.floor(toneAt * TONES) / (TONES - 1) - 0.5) * 2 * VARIATION[spec.look];
  return tone >= 0 ? lighten(base, tone) : darken(base, -tone);
}

/** Joint width and colour: tight dark seams between planks, grout between tiles, sand between pavers. */
function jointStyle(spec: MaterialSpec): string {
  const base = spec.colours[0]!;
  const [width, colour, opacity] =
    spec.look === 'wood'
      ? [0.06, darken(base, 0.55), 0.8]
      : spec.family === 'stacked-stone'
        ? [0.35, darken(base, 0.7), 0.9]
        : spec.family === 'paver' || spec.family === 'coping' || spec.family === 'stone'
          ? [0.25, mix(base, '#b8ab92', 0.6), 1]
          : [
              spec.pattern === 'hexagon' || (spec.size?.width ?? 12) < 4 ? 0.09 : 0.125,
              luminance(base) > 0.5 ? mix(base, '#8d877d', 0.45) : mix(base, '#1e1e1e', 0.35),
              1,
            ];
  return ` stroke="${colour}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''} stroke-width="${num(width)}" stroke-linejoin="round"`;
}

/**
 * Edges that catch the light: glazed and glass tiles a bright rim with a faint shade opposite; pavers,
 * copings and stacked stone stand proud of their joints, so a soft rim above and a deeper shade below.
 */
function bevels(spec: MaterialSpec, pieces: readonly Piece[]): string {
  const glazed = spec.look === 'glaze' || spec.look === 'glass' || spec.look === 'zellige';
  const raised = spec.family === 'paver' || spec.family === 'coping' || spec.family === 'stacked-stone';
  if (!glazed && !raised) return '';
  const inset = Math.min(raised ? 0.3 : 0.35, (spec.size?.width ?? 12) / 30);
  let light = '';
  let shade = '';
  for (const piece of pieces) {
    if (piece.kind !== 'quad' || piece.along[1] !== 0 || piece.across[0] !== 0) continue;
    const x = Math.min(piece.origin[0], piece.origin[0] + piece.along[0]) + inset;
    const y = Math.min(piece.origin[1], piece.origin[1] + piece.across[1]) + inset;
    const w = Math.abs(piece.along[0]) - 2 * inset;
    const h = Math.abs(piece.across[1]) - 2 * inset;
    light += `M${num(x)} ${num(y + h)}V${num(y)}H${num(x + w)}`;
    shade += `M${num(x + w)} ${num(y)}V${num(y + h)}H${num(x)}`;
  }
  if (!light) return '';
  const [lit, shaded] = raised
    ? [0.22, 0.3]
    : spec.sheen === 'gloss' || spec.look !== 'glaze'
      ? [0.55, 0.14]
      : [0.3, 0.08];
  const width = num(inset * (raised ? 1.3 : 0.9));
  return `<path fill="none" stroke="#fff" stroke-opacity="${num(lit)}" stroke-width="${width}" d="${light}"/><path fill="none" stroke="#000" stroke-opacity="${num(shaded)}" stroke-width="${width}" d="${shade}"/>`;
}
