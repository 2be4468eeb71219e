import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import type { Pattern } from '../material-spec.ts';
import { layPieces } from './layout.ts';
import { corners, hexCorners, type Piece } from './piece.ts';

const P = TEXTURE_PATCH_INCHES;
const patch = { x: 0, y: 0, width: P, height: P };

function area(piece: Piece): number {
  const list = piece.kind === 'hex' ? hexCorners(piece) : corners(piece);
  let twice = 0;
  for (let i = 0; i < list.length; i++) {
    const [x0, y0] = list[i]!;
    const [x1, y1] = list[(i + 1) % list.length]!;
    twice += x0 * y1 - x1 * y0;
  }
  return Math.abs(twice) / 2;
}

/** Pieces wholly inside the patch. */
const inside = (pieces: Piece[]) =>
  pieces.filter((piece) => {
    const list = piece.kind === 'hex' ? hexCorners(piece) : corners(piece);
    return list.every(([x, y]) => x >= -1e-6 && y >= -1e-6 && x <= P + 1e-6 && y <= P + 1e-6);
  });

describe('layPieces at true scale', () => {
  it.each([
    [12, 24, 8],
    [3, 6, 128],
    [24, 48, 2],
    [6, 6, 64],
    [8, 48, 6],
  ])('fills a 4 ft patch with %d×%d tiles laid straight: %d of them', (width, length, count) => {
    const pieces = inside(layPieces('straight', { width, length }, patch, 1));
    expect(pieces).toHaveLength(count);
    for (const piece of pieces) expect(area(piece)).toBeCloseTo(width * length, 6);
  });

  it('lays offset rows half a tile apart', () => {
    const pieces = layPieces('offset', { width: 12, length: 24 }, patch, 1);
    const rowStarts = [0, 12].map((y) =>
      Math.min(
        ...pieces
          .filter((p) => p.kind === 'quad' && p.origin[1] === y)
          .map((p) => (p.kind === 'quad' ? ((p.origin[0] % 24) + 24) % 24 : 0)),
      ),
    );
    expect(Math.abs(rowStarts[0]! - rowStarts[1]!)).toBe(12);
  });

  it.each<Pattern>(['straight', 'offset', 'herringbone', 'chevron', 'basketweave', 'hexagon', 'random'])(
    'covers the patch without gaps or overlaps in %s (pieces add up to its area)',
    (pattern) => {
      // Sum the area of every piece clipped to the patch by sampling: each sample point is in exactly one piece.
      const pieces = layPieces(pattern, { width: 4, length: 12 }, patch, 7);
      const contains = (piece: Piece, x: number, y: number) => {
        const list = piece.kind === 'hex' ? hexCorners(piece) : corners(piece);
        let inside = false;
        for (let i = 0, j = list.length - 1; i < list.length; j = i++) {
          const [xi, yi] = list[i]!;
          const [xj, yj] = list[j]!;
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
        }
        return inside;
      };
      for (let sx = 0.37; sx < P; sx += 4.1)
        for (let sy = 0.53; sy < P; sy += 4.3) {
          const hits = pieces.filter((piece) => contains(piece, sx, sy)).length;
          expect(hits, `${pattern} at ${sx},${sy}`).toBe(1);
        }
    },
  );

  it('repeats every patch: a piece and its copy one patch over share a key (and so a colour)', () => {
    const wide = { x: 0, y: 0, width: 2 * P, height: P };
    for (const pattern of ['offset', 'herringbone', 'random'] as const) {
      const pieces = layPieces(pattern, { width: 6, length: 24 }, wide, 3).filter((p) => p.kind === 'quad');
      const at = (x: number, y: number) =>
        pieces.find(
          (p) => p.kind === 'quad' && Math.abs(p.origin[0] - x) < 1e-6 && Math.abs(p.origin[1] - y) < 1e-6,
        );
      const first = pieces.find(
        (p) => p.kind === 'quad' && p.origin[0] >= 0 && p.origin[0] < P && p.origin[1] >= 0,
      );
      if (first?.kind !== 'quad') throw new Error('no piece');
      expect(at(first.origin[0] + P, first.origin[1])?.key, pattern).toBe(first.key);
    }
  });
});
