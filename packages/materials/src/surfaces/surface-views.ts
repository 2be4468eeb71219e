import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { darken, lighten } from '../colour.ts';
import type { MaterialSpec } from '../material-spec.ts';
import { sheenOverlay } from '../sheen.ts';
import { linearGradient, num, svgDocument } from '../svg.ts';
import { hexAcross } from './layout.ts';
import type { Region } from './piece.ts';
import { drawSurface } from './surface.ts';

/** Inches a thumbnail shows across: a few pieces, never less than 16" nor more than 4 ft. */
export function thumbInches(spec: MaterialSpec): number {
  if (!spec.size) return 24;
  const { width, length } = spec.size;
  // Planks (and wood-look tile) are long: a few boards across tells more than one board's length.
  if (spec.pattern === 'hexagon') return Math.max(12, 5 * hexAcross(spec.size));
  if (spec.look === 'wood') return Math.min(40, Math.max(24, 5 * width));
  return Math.min(48, Math.max(16, 4 * width, 1.5 * length));
}

/** A square picture of the surface `inches` wide, `px` pixels wide. */
export function surfaceSquare(spec: MaterialSpec, inches: number, px: number, id: string): string {
  const region: Region = { x: 0, y: 0, width: inches, height: inches };
  const surface = drawSurface(spec, region, id);
  const edge =
    spec.family === 'slab'
      ? slabEdge(spec, inches, id)
      : spec.family === 'coping'
        ? poolEdge(inches, id)
        : '';
  return svgDocument(
    `0 0 ${num(inches)} ${num(inches)}`,
    px,
    px,
    `${surface.defs}${surface.body}${edge}${sheenOverlay(spec.sheen, `${id}g`, 0, 0, inches, inches)}`,
  );
}

/** A countertop's front edge along the bottom: the slab seen as a counter, not a floor. */
function slabEdge(spec: MaterialSpec, inches: number, id: string): string {
  const base = spec.colours[0]!;
  const h = inches * 0.1;
  const y = inches - h;
  return `<defs>${linearGradient(`${id}e`, [
    [0, lighten(base, 0.35)],
    [0.15, base],
    [1, darken(base, 0.35)],
  ])}</defs><rect x="0" y="${num(y)}" width="${num(inches)}" height="${num(h)}" fill="url(#${id}e)"/><rect x="0" y="${num(y)}" width="${num(inches)}" height="${num(h * 0.08)}" fill="#fff" fill-opacity=".5"/>`;
}

/** Pool copings: the pool's water below their rounded nose. */
function poolEdge(inches: number, id: string): string {
  const y = inches * 0.72;
  return `<defs>${linearGradient(`${id}w`, [
    [0, '#2f7f9e'],
    [1, '#7fc4d6'],
  ])}</defs><rect x="0" y="${num(y)}" width="${num(inches)}" height="${num(inches - y)}" fill="url(#${id}w)"/><rect x="0" y="${num(y - inches * 0.02)}" width="${num(inches)}" height="${num(inches * 0.025)}" fill="#000" fill-opacity=".22"/><path d="M0 ${num(y + inches * 0.08)}q${num(inches / 8)} -.8 ${num(inches / 4)} 0t${num(inches / 4)} 0t${num(inches / 4)} 0t${num(inches / 4)} 0" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${num(inches / 200)}"/>`;
}

/**
 * One seamless patch TEXTURE_PATCH_INCHES square at true scale, without lighting (the 3D scene lights
 * it), `px` pixels wide.
 */
export function surfaceTexture(spec: MaterialSpec, px: number, id: string): string {
  const P = TEXTURE_PATCH_INCHES;
  const surface = drawSurface(spec, { x: 0, y: 0, width: P, height: P }, id, true);
  return svgDocument(`0 0 ${P} ${P}`, px, px, surface.defs + surface.body);
}
