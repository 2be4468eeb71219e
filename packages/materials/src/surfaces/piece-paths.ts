import { corners, hexCorners, isAxisAligned, type Piece, type Point } from './piece.ts';

/** A piece's outline as compact path data (`M0 0h12v6h-12z` for a rectangle). */
export function piecePath(piece: Piece): string {
  if (piece.kind === 'quad' && isAxisAligned(piece)) {
    const x = Math.min(piece.origin[0], piece.origin[0] + piece.along[0] + piece.across[0]);
    const y = Math.min(piece.origin[1], piece.origin[1] + piece.along[1] + piece.across[1]);
    const w = Math.abs(piece.along[0] + piece.across[0]);
    const h = Math.abs(piece.along[1] + piece.across[1]);
    return `M${short(x)} ${short(y)}h${short(w)}v${short(h)}h${short(-w)}z`;
  }
  return polygonPath(piece.kind === 'hex' ? hexCorners(piece) : corners(piece));
}

export function polygonPath(list: readonly Point[]): string {
  return `M${list.map(([x, y]) => `${short(x)} ${short(y)}`).join('L')}z`;
}

/** Grain lines along a quad piece (wood, and wood-look tile): `count` gently wavy lines. */
export function grainPath(
  piece: Extract<Piece, { kind: 'quad' }>,
  count: number,
  wobble: () => number,
): string {
  const [ox, oy] = piece.origin;
  const [ax, ay] = piece.along;
  const [bx, by] = piece.across;
  let d = '';
  for (let k = 1; k <= count; k++) {
    const t = (k - 0.5 + wobble() * 0.6) / count;
    const s = 0.5 + wobble() * 0.3;
    const bend = wobble() * 0.12;
    const x0 = ox + bx * t;
    const y0 = oy + by * t;
    const mx = ox + ax * s + bx * (t + bend);
    const my = oy + ay * s + by * (t + bend);
    d += `M${short(x0)} ${short(y0)}Q${short(mx)} ${short(my)} ${short(x0 + ax)} ${short(y0 + ay)}`;
  }
  return d;
}

/** Pieces and grain need no finer than a tenth of an inch (shared corners round alike, so joints stay shut). */
function short(value: number): string {
  return String(Math.round(value * 10) / 10);
}
