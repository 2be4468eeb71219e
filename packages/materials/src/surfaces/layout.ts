import { TEXTURE_PATCH_INCHES } from '@showroom/contract';
import type { Pattern } from '../material-spec.ts';
import { randomFrom, seedOf } from '../random.ts';
import type { Piece, Point, Region } from './piece.ts';

const P = TEXTURE_PATCH_INCHES;

/** `count` pieces of about `size` inches that fill one texture patch exactly (at least one). */
const fit = (size: number) => P / Math.max(1, Math.round(P / size));

/**
 * The pieces of a layout that touch `region` (inches). Every layout repeats every TEXTURE_PATCH_INCHES
 * in both directions, so a texture patch tiles seamlessly: piece sizes are the product's, rounded to
 * the nearest size a whole number of which fills the patch (exact for every catalogue tile size).
 */
export function layPieces(
  pattern: Pattern,
  size: { width: number; length: number },
  region: Region,
  seed: number,
): Piece[] {
  switch (pattern) {
    case 'offset':
      return offsetRows(size, region);
    case 'herringbone':
      return herringbone(size, region);
    case 'chevron':
      return chevron(size, region);
    case 'basketweave':
      return basketweave(size, region);
    case 'hexagon':
      return hexagons(size, region);
    case 'random':
      return randomRows(size, region, seed);
    default:
      return grid(fit(size.length), fit(size.width), 0, region);
  }
}

/** Indices `i` with `start + i·step` within [from - step·extra, to]. */
function span(from: number, to: number, step: number, extra = 1): number[] {
  const first = Math.floor(from / step) - extra;
  const last = Math.ceil(to / step);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const mod = (value: number, by: number) => ((value % by) + by) % by;
const key = (...parts: number[]) => parts.map((part) => Math.round(part * 100)).join(':');

/** Rows of `length` × `height` pieces, each row shifted by `shift` of a piece more than the last. */
function grid(length: number, height: number, shift: number, region: Region): Piece[] {
  const pieces: Piece[] = [];
  for (const row of span(region.y, region.y + region.height, height, 0)) {
    const offset = mod(row * shift * length, length);
    for (const column of span(region.x - offset, region.x + region.width - offset, length)) {
      const x = column * length + offset;
      pieces.push({
        kind: 'quad',
        origin: [x, row * height],
        along: [length, 0],
        across: [0, height],
        key: key(mod(x, P), mod(row * height, P)),
      });
    }
  }
  return pieces;
}

/** Brick bond: half a piece per row, or a third when the patch holds a number of rows only 3 divides. */
function offsetRows(size: { width: number; length: number }, region: Region): Piece[] {
  const rows = Math.max(1, Math.round(P / size.width));
  const shift = rows % 2 === 0 ? 1 / 2 : rows % 3 === 0 ? 1 / 3 : 0;
  return grid(fit(size.length), P / rows, shift, region);
}

/**
 * Pieces `length` long that tile the patch in pairs: `length` divides 24 and is a whole number of
 * widths (herringbone and basketweave both repeat every two lengths). An 8×48 becomes 8×24.
 */
function pairedSize(size: { width: number; length: number }): { width: number; length: number } {
  const length = 24 / Math.max(1, Math.round(24 / Math.min(size.length, 24)));
  const perLength = Math.max(2, Math.round(length / size.width));
  return { width: length / perLength, length };
}

/**
 * Herringbone, axis-aligned: a staircase of horizontal pieces each followed by `length/width` upright
 * ones; the stairs repeat every (width, width) and every (2·length, 0).
 */
function herringbone(size: { width: number; length: number }, region: Region): Piece[] {
  const { width: w, length: l } = pairedSize(size);
  const pieces: Piece[] = [];
  const band = 2 * l;
  for (const i of span(region.y - l, region.y + region.height + l, w, 1)) {
    for (const b of span(region.x - i * w - 2 * l, region.x + region.width - i * w + l, band, 1)) {
      const x = i * w + b * band;
      const y = i * w;
      pieces.push({
        kind: 'quad',
        origin: [x, y],
        along: [l, 0],
        across: [0, w],
        key: key(mod(x, P), mod(y, P), 0),
      });
      const ux = x + l;
      const uy = y + w - l;
      pieces.push({
        kind: 'quad',
        origin: [ux, uy + l],
        along: [0, -l],
        across: [w, 0],
        key: key(mod(ux, P), mod(uy, P), 1),
      });
    }
  }
  return pieces.filter((piece) => touches(piece, region));
}

/** Chevron: columns of pieces cut at 45°, sloping up and down in turn, an even number of columns per patch. */
function chevron(size: { width: number; length: number }, region: Region): Piece[] {
  // Chevron pieces are short (at most three widths long), so the zigzag shows.
  const length = Math.min(size.length, 3 * size.width);
  const columns = 2 * Math.max(1, Math.round(P / (2 * length * Math.SQRT1_2)));
  const cw = P / columns;
  const step = fit(size.width * Math.SQRT2);
  const pieces: Piece[] = [];
  for (const c of span(region.x, region.x + region.width, cw, 0)) {
    const up = mod(c, 2) === 0;
    const x = c * cw;
    for (const r of span(region.y - cw, region.y + region.height + cw, step, 1)) {
      const y = r * step + (up ? cw : 0);
      pieces.push({
        kind: 'quad',
        origin: [x, y],
        along: [cw, up ? -cw : cw],
        across: [0, step],
        key: key(mod(x, P), mod(y, P)),
      });
    }
  }
  return pieces;
}

/** Basketweave: squares of side `length`, each of `length/width` pieces, turning a quarter in turn. */
function basketweave(size: { width: number; length: number }, region: Region): Piece[] {
  const { width: w, length: l } = pairedSize(size);
  const n = Math.round(l / w);
  const pieces: Piece[] = [];
  for (const by of span(region.y, region.y + region.height, l, 0)) {
    for (const bx of span(region.x, region.x + region.width, l, 0)) {
      const upright = mod(bx + by, 2) === 1;
      for (let k = 0; k < n; k++) {
        const x = bx * l + (upright ? k * w : 0);
        const y = by * l + (upright ? 0 : k * w);
        pieces.push(
          upright
            ? {
                kind: 'quad',
                origin: [x, y + l],
                along: [0, -l],
                across: [w, 0],
                key: key(mod(x, P), mod(y, P)),
              }
            : { kind: 'quad', origin: [x, y], along: [l, 0], across: [0, w], key: key(mod(x, P), mod(y, P)) },
        );
      }
    }
  }
  return pieces;
}

/** Pointy-top hexagons across the flats, rows nudged to repeat every patch. */
function hexagons(size: { width: number; length: number }, region: Region): Piece[] {
  const across = fit(hexAcross(size));
  const radius = across / Math.sqrt(3);
  const rowPairs = Math.max(1, Math.round(P / (3 * radius)));
  const rowStep = P / (2 * rowPairs);
  const pieces: Piece[] = [];
  for (const r of span(region.y - radius, region.y + region.height + radius, rowStep, 1)) {
    const offset = mod(r, 2) === 1 ? across / 2 : 0;
    for (const c of span(region.x - offset - across, region.x + region.width - offset + across, across, 0)) {
      const centre: Point = [c * across + offset, r * rowStep];
      pieces.push({
        kind: 'hex',
        centre,
        across,
        rise: rowStep / 1.5,
        key: key(mod(centre[0], P), mod(centre[1], P)),
      });
    }
  }
  return pieces.filter((piece) => touches(piece, region));
}

/**
 * Rows `width` high of pieces of random lengths (at most a patch long), each row's joints drawn from
 * the seed and the row's place in the patch, so rows repeat every patch.
 */
function randomRows(size: { width: number; length: number }, region: Region, seed: number): Piece[] {
  const height = fit(size.width);
  const longest = Math.min(size.length, P);
  const pieces: Piece[] = [];
  for (const row of span(region.y, region.y + region.height, height, 0)) {
    const joints = rowJoints(seed, mod(row, Math.round(P / height)), longest);
    for (const repeat of span(region.x, region.x + region.width, P, 1)) {
      for (let j = 0; j < joints.length; j++) {
        const x = repeat * P + joints[j]!;
        const next = repeat * P + (joints[j + 1] ?? joints[0]! + P);
        if (next < region.x || x > region.x + region.width) continue;
        pieces.push({
          kind: 'quad',
          origin: [x, row * height],
          along: [next - x, 0],
          across: [0, height],
          key: key(mod(x, P), mod(row * height, P)),
        });
      }
    }
  }
  return pieces;
}

/** Where a row's pieces start within one patch, ascending, from a random first joint. */
function rowJoints(seed: number, row: number, longest: number): number[] {
  const random = randomFrom(seedOf(`${seed}:${row}`));
  const start = random.range(0, P);
  const joints = [start];
  let covered = 0;
  for (;;) {
    const length = random.range(longest * 0.45, longest);
    if (covered + length > P - longest * 0.35) break;
    covered += length;
    joints.push(start + covered);
  }
  return joints.map((x) => mod(x, P)).sort((a, b) => a - b);
}

/** Hexagons are mosaics: a sheet's size is not the hexagon's, which is at most 4" across. */
export const hexAcross = (size: { width: number }) => Math.min(size.width, 4);

function touches(piece: Piece, region: Region): boolean {
  if (piece.kind === 'hex')
    return (
      Math.abs(piece.centre[0] - (region.x + region.width / 2)) < region.width / 2 + piece.across &&
      Math.abs(piece.centre[1] - (region.y + region.height / 2)) < region.height / 2 + piece.rise
    );
  const xs = [
    piece.origin[0],
    piece.origin[0] + piece.along[0],
    piece.origin[0] + piece.across[0],
    piece.origin[0] + piece.along[0] + piece.across[0],
  ];
  const ys = [
    piece.origin[1],
    piece.origin[1] + piece.along[1],
    piece.origin[1] + piece.across[1],
    piece.origin[1] + piece.along[1] + piece.across[1],
  ];
  return (
    Math.max(...xs) > region.x &&
    Math.min(...xs) < region.x + region.width &&
    Math.max(...ys) > region.y &&
    Math.min(...ys) < region.y + region.height
  );
}
