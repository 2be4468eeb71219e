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
 * Stone (split-face, cleft) is coarse and deep, everything else (leathered, brushed wood) fine and
 * shallow. The noise stitches at the patch's edges, so the map stays seamless. Any other face is flat.
 */
function roughFace(spec: MaterialSpec, roughness: number, metalness: number): string {
  if (spec.sheen !== 'textured' || !isSurface(spec.family)) return '';
  const P = TEXTURE_PATCH_INCHES;
  const stone = spec.look !== 'wood' && spec.look !== 'grass';
  const { frequency, depth } = stone ? { frequency: 0.35, depth: 0.55 } : { frequency: 1.4, depth: 0.3 };
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
  return `<filter id="rough" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${num(frequency)}" numOctaves="4" seed="${spec.seed % 1000}" stitchTiles="stitch"/><feColorMatrix values="${matrix}"/></filter><rect width="${P}" height="${P}" filter="url(#rough)"/>`;
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
