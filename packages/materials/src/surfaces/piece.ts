/** A point in inches. */
export type Point = readonly [number, number];

/**
 * One laid piece: a parallelogram `origin + s·along + t·across` (s, t in [0, 1]), or a hexagon. `along`
 * is the piece's length (wood grain runs along it). `key` names the piece within one repeat of the
 * layout, so the copies of a piece in a seamless texture get the same colour.
 */
export type Piece =
  | { kind: 'quad'; origin: Point; along: Point; across: Point; key: string }
  /** `across` the flats (horizontal), `rise` from the centre to the top point. */
  | { kind: 'hex'; centre: Point; across: number; rise: number; key: string };

/** The four corners of a quad piece. */
export function corners(piece: Extract<Piece, { kind: 'quad' }>): Point[] {
  const [ox, oy] = piece.origin;
  const [ax, ay] = piece.along;
  const [bx, by] = piece.across;
  return [
    [ox, oy],
    [ox + ax, oy + ay],
    [ox + ax + bx, oy + ay + by],
    [ox + bx, oy + by],
  ];
}

/** Whether a quad is an axis-aligned rectangle (drawn as a short `<rect>`). */
export const isAxisAligned = (piece: Extract<Piece, { kind: 'quad' }>) =>
  piece.along[1] === 0 && piece.across[0] === 0;

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The six corners of a pointy-top hexagon piece. */
export function hexCorners(piece: Extract<Piece, { kind: 'hex' }>): Point[] {
  const [x, y] = piece.centre;
  const a = piece.across / 2;
  const r = piece.rise;
  return [
    [x, y - r],
    [x + a, y - r / 2],
    [x + a, y + r / 2],
    [x, y + r],
    [x - a, y + r / 2],
    [x - a, y - r / 2],
  ];
}
