/**
 * Surface areas (issue #13): what the bill of materials buys by the box. A panel counts its rectangle
 * minus its holes (doors, windows, a sink's cut-out) and what covers it (cabinets on a floor, a
 * backsplash over a wall: issue #26), clipped to the panel and each place taken off once.
 */
import type { PanelRect, SurfacePanel } from './room-model.ts';

/** Square feet rounded to hundredths, the precision the bill of materials shows. */
export function roundSqft(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

/**
 * The area the rectangles cover together inside a `widthFt` × `heightFt` panel, each place once: a
 * window behind a backsplash, two cabinets meeting in a corner. Cut along every edge into cells.
 */
function unionSqft(rects: readonly PanelRect[], widthFt: number, heightFt: number): number {
  const inside = rects
    .map((rect) => ({
      x0: Math.max(rect.x, 0),
      y0: Math.max(rect.y, 0),
      x1: Math.min(rect.x + rect.width, widthFt),
      y1: Math.min(rect.y + rect.height, heightFt),
    }))
    .filter((rect) => rect.x1 > rect.x0 && rect.y1 > rect.y0);
  if (inside.length === 0) return 0;
  const xs = [...new Set(inside.flatMap((rect) => [rect.x0, rect.x1]))].sort((a, b) => a - b);
  const ys = [...new Set(inside.flatMap((rect) => [rect.y0, rect.y1]))].sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const cx = (xs[i]! + xs[i + 1]!) / 2;
      const cy = (ys[j]! + ys[j + 1]!) / 2;
      if (inside.some((rect) => cx > rect.x0 && cx < rect.x1 && cy > rect.y0 && cy < rect.y1)) {
        sum += (xs[i + 1]! - xs[i]!) * (ys[j + 1]! - ys[j]!);
      }
    }
  }
  return sum;
}

/** One panel's area minus its holes and what covers it, unrounded. */
export function panelAreaSqft(panel: SurfacePanel): number {
  const whole = Math.max(panel.widthFt, 0) * Math.max(panel.heightFt, 0);
  const taken = unionSqft([...panel.holes, ...(panel.covered ?? [])], panel.widthFt, panel.heightFt);
  return Math.max(whole - taken, 0);
}

/** A surface slot's area: its panels minus their holes, rounded to hundredths of a sqft. */
export function surfaceAreaSqft(slot: { panels: readonly SurfacePanel[] }): number {
  return roundSqft(slot.panels.reduce((sum, panel) => sum + panelAreaSqft(panel), 0));
}
