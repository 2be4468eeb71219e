/**
 * Surface areas (issue #13): what the bill of materials buys by the box. A panel counts its rectangle
 * minus its holes (doors, windows, a sink's cut-out), each hole clipped to the panel so an opening
 * drawn past a panel's edge is never subtracted twice or outside it.
 */
import type { PanelRect, SurfacePanel } from './room-model.ts';

/** Square feet rounded to hundredths, the precision the bill of materials shows. */
export function roundSqft(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

/** The part of a hole inside a panel of the given size, in sqft. */
function clippedHoleSqft(hole: PanelRect, widthFt: number, heightFt: number): number {
  const width = Math.min(hole.x + hole.width, widthFt) - Math.max(hole.x, 0);
  const height = Math.min(hole.y + hole.height, heightFt) - Math.max(hole.y, 0);
  return width > 0 && height > 0 ? width * height : 0;
}

/** One panel's area minus its holes, unrounded (holes of one panel never overlap: plans cut them apart). */
export function panelAreaSqft(panel: SurfacePanel): number {
  const whole = Math.max(panel.widthFt, 0) * Math.max(panel.heightFt, 0);
  const holes = panel.holes.reduce(
    (sum, hole) => sum + clippedHoleSqft(hole, panel.widthFt, panel.heightFt),
    0,
  );
  return Math.max(whole - holes, 0);
}

/** A surface slot's area: its panels minus their holes, rounded to hundredths of a sqft. */
export function surfaceAreaSqft(slot: { panels: readonly SurfacePanel[] }): number {
  return roundSqft(slot.panels.reduce((sum, panel) => sum + panelAreaSqft(panel), 0));
}
