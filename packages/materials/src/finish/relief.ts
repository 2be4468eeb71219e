import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { isSurface, type MaterialSpec } from '../material-spec.ts';
import { layPieces } from '../surfaces/layout.ts';
import { piecePath } from '../surfaces/piece-paths.ts';
import { num, svgDocument } from '../svg.ts';
import { finishOf, JOINT_ROUGHNESS } from './finish-of.ts';

/**
 * The relief map of a product: the same seamless patch as its texture (TEXTURE_PATCH_INCHES square, the
 * same pieces in the same places) with its channels read as three.js reads them: red the height (a face
 * white, a joint's bottom black; the bump map), green the roughness, blue the metalness. One file gives
 * the 3D room the grout's recess, a plank's bevel and a polished face beside rough grout.
 */
export function reliefTexture(spec: MaterialSpec, px: number): string {
  const P = TEXTURE_PATCH_INCHES;
  const { roughness, metalness } = finishOf(spec);
  const face = channels(1, roughness, metalness);
  const flat = `<rect width="${P}" height="${P}" fill="${face}"/>${roughFace(spec, roughness, metalness)}`;
  if (!isSurface(spec.family) || !spec.size) return svgDocument(`0 0 ${P} ${P}`, px, px, flat);
  const d = layPieces(spec.pattern, spec.size, { x: 0, y: 0, width: P, height: P }, spec.seed)
    .map(piecePath)
    .join('');
  const rings = jointProfile(spec)
    .map(
      ({ width, height, rough }) =>
        `<path fill="none" stroke="${channels(height, rough, metalness)}" stroke-width="${num(width)}" stroke-linejoin="round" d="${d}"/>`,
    )
    .join('');
  return svgDocument(`0 0 ${P} ${P}`, px, px, flat + rings);
}

/**
 * A textured face's relief (split-face, tumbled, leathered, wire-brushed; sheen `textured`): fractal
 * noise in the height alone, from 1 down to `1 - depth`, over the face before its joints are drawn.
 * Stone laid as stone (split-face ledgers, cleft and tumbled pavers) is coarse and deep; a textured
 * tile, slab or plank (leathered, wire-brushed) finer and shallow. The noise stitches at the patch's edges, so the map stays seamless. Its seed is the same
 * for every product, so products laid alike share one drawn relief (the API keys reliefs by drawing).
 * Any other face is flat.
 */
function roughFace(spec: MaterialSpec, roughness: number, metalness: number): string {
  if (!hasRoughFace(spec)) return '';
  const P = TEXTURE_PATCH_INCHES;
  const { frequency, depth } = SPLIT_FAMILIES.has(spec.family)
    ? { frequency: 0.35, depth: 0.55 }
    : { frequency: 0.7, depth: 0.3 };
  // fractalNoise's red sits around 0.5 (about 0.2–0.8): stretched so its peaks reach the face (1).
  const gain = depth / 0.6;
  const offset = 1 - gain * 0.8;
  const matrix = [
    [gain, 0, 0, 0, offset],
    [0, 0, 0, 0, roughness],
    [0, 0, 0, 0, metalness],
    [0, 0, 0, 0, 1],
  ]
    .flat()
    .map(num)
    .join(' ');
  // Two octaves: the finest still spans ≥ 3 pixels at ROUGH_RELIEF_PIXELS.
  return `<filter id="rough" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${num(frequency)}" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix values="${matrix}"/></filter><rect width="${P}" height="${P}" filter="url(#rough)"/>`;
}

/** Families whose textured faces are split or cleft stone, not a leathered or brushed face. */
const SPLIT_FAMILIES: ReadonlySet<string> = new Set(['stone', 'paver', 'coping', 'stacked-stone']);

const hasRoughFace = (spec: MaterialSpec) =>
  spec.sheen === 'textured' && isSurface(spec.family) && spec.look !== 'grass';

/**
 * A relief with a rough face is drawn at half the texture's pixels: its noise is inches across, and
 * noise does not compress (512 px: ~240 KB and ~300 ms to draw; 256 px: ~60 KB, ~90 ms). The 3D room
 * repeats a relief by its patch in inches, whatever its pixels.
 */
const ROUGH_RELIEF_PIXELS = 256;

/** The pixels a product's relief is drawn at: `px` (the texture's), or fewer for a rough face. */
export function reliefPixels(spec: MaterialSpec, px: number): number {
  return hasRoughFace(spec) ? Math.min(px, ROUGH_RELIEF_PIXELS) : px;
}

/** One stroke of a joint's profile, widest first: `width` inches across, `height` 0–1, its roughness. */
interface Ring {
  width: number;
  height: number;
  rough: number;
}

/**
 * A joint's cross-section as nested strokes, the widest (the top of the edge) drawn first. Planks:
 * a micro-bevel down to a tight seam; tiles: a cushioned edge down to recessed grout; stone, pavers
 * and stacked stone: a wide, deep joint of sand or mortar.
 */
function jointProfile(spec: MaterialSpec): Ring[] {
  const face = finishOf(spec).roughness;
  if (spec.look === 'wood')
    return [
      { width: 0.42, height: 0.75, rough: face },
      { width: 0.24, height: 0.45, rough: face },
      { width: 0.08, height: 0.1, rough: 0.8 },
    ];
  if (spec.family === 'stacked-stone' || spec.family === 'paver' || spec.family === 'coping')
    return [
      { width: 0.7, height: 0.6, rough: Math.max(face, 0.6) },
      { width: 0.35, height: 0, rough: JOINT_ROUGHNESS },
    ];
  const grout = spec.pattern === 'hexagon' || (spec.size?.width ?? 12) < 4 ? 0.09 : 0.125;
  // Glazed tile has a rounded cushion edge; cut stone a crisp one.
  const cushion = spec.look === 'glaze' || spec.look === 'zellige' || spec.look === 'glass';
  return [
    ...(cushion ? [{ width: grout * 3.2, height: 0.7, rough: face }] : []),
    { width: grout * 1.6, height: 0.3, rough: JOINT_ROUGHNESS },
    { width: grout, height: 0.05, rough: JOINT_ROUGHNESS },
  ];
}

/** A colour whose red, green and blue are the three 0–1 values. */
function channels(red: number, green: number, blue: number): string {
  const byte = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);
  return `rgb(${byte(red)},${byte(green)},${byte(blue)})`;
}
