/**
 * Countertops (issue #26) are bought the way their size is sold: the catalogue sells a countertop
 * as a Box-unit size whose one "box" is one slab (`box_sqft` is the slab's width × height: the seed's
 * 126" × 63" slabs), so the counter's pieces are fitted into whole slabs; a size whose box is one
 * square foot is priced by the square foot, so its area is bought; anything else (tiles for a
 * counter) by boxes of area like any surface.
 */
import type { SurfacePanel } from '../model/room-model.ts';

/** The product's size fields the rule reads. */
export interface CountertopSize {
  box_sqft: number | null;
  width_size?: string | null | undefined;
  height_size?: string | null | undefined;
}

export type CountertopSale =
  | { by: 'slab'; lengthFt: number; widthFt: number; slabSqft: number }
  | { by: 'sqft' }
  | { by: 'box' };

/** How far a box's area may be from one piece's and still be that piece (the seed keeps cents of a sqft). */
const ONE_PIECE_TOLERANCE = 0.01;

export function countertopSale(
  size: CountertopSize,
  lengthFt: (text: string | null | undefined) => number | undefined,
): CountertopSale {
  const boxSqft = size.box_sqft ?? 0;
  if (boxSqft === 1) return { by: 'sqft' };
  const a = lengthFt(size.width_size);
  const b = lengthFt(size.height_size);
  if (boxSqft > 0 && a && b && Math.abs(a * b - boxSqft) <= boxSqft * ONE_PIECE_TOLERANCE) {
    return { by: 'slab', lengthFt: Math.max(a, b), widthFt: Math.min(a, b), slabSqft: boxSqft };
  }
  return { by: 'box' };
}

interface Strip {
  lengthFt: number;
  depthFt: number;
}

/** A counter piece as strips a slab can hold: a run longer than the slab is seamed into slab-long pieces. */
function stripsOf(panel: SurfacePanel, slab: { lengthFt: number; widthFt: number }): Strip[] | undefined {
  const long = Math.max(panel.widthFt, panel.heightFt);
  const short = Math.min(panel.widthFt, panel.heightFt);
  if (short > slab.widthFt + 1e-9) return undefined;
  const strips: Strip[] = [];
  for (let rest = long; rest > 1e-9; rest -= slab.lengthFt) {
    strips.push({ lengthFt: Math.min(rest, slab.lengthFt), depthFt: short });
  }
  return strips;
}

/**
 * How many slabs the counter's pieces are cut from: each piece (seamed where longer than a slab)
 * laid lengthwise in rows across the slab's width, first fit, deepest first (an island's deep top
 * takes a slab's width a run's two strips would share). Undefined when a piece is wider than a slab.
 */
export function slabsForCounter(
  panels: readonly SurfacePanel[],
  slab: { lengthFt: number; widthFt: number },
): number | undefined {
  const strips: Strip[] = [];
  for (const panel of panels) {
    const pieces = stripsOf(panel, slab);
    if (!pieces) return undefined;
    strips.push(...pieces);
  }
  strips.sort((a, b) => b.depthFt - a.depthFt || b.lengthFt - a.lengthFt);
  const slabs: { rows: { depthFt: number; usedFt: number }[]; usedWidthFt: number }[] = [];
  for (const strip of strips) {
    const row = slabs
      .flatMap((candidate) => candidate.rows)
      .find(
        (candidate) =>
          candidate.depthFt >= strip.depthFt && candidate.usedFt + strip.lengthFt <= slab.lengthFt + 1e-9,
      );
    if (row) {
      row.usedFt += strip.lengthFt;
      continue;
    }
    const room = slabs.find((candidate) => candidate.usedWidthFt + strip.depthFt <= slab.widthFt + 1e-9);
    const target = room ?? { rows: [], usedWidthFt: 0 };
    if (!room) slabs.push(target);
    target.rows.push({ depthFt: strip.depthFt, usedFt: strip.lengthFt });
    target.usedWidthFt += strip.depthFt;
  }
  return slabs.length;
}
