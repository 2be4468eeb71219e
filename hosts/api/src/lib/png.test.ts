import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseHex, stripesPng } from './png.ts';

describe('stripesPng', () => {
  it('writes a valid RGB PNG of the given size with one stripe per colour', () => {
    const png = stripesPng(4, 2, [
      [255, 0, 0],
      [0, 0, 255],
    ]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(4);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    const firstRow = [...pixels.subarray(0, 13)];
    expect(firstRow).toEqual([0, 255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255]);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });
});

describe('parseHex', () => {
  it('reads #rrggbb and #rgb, and refuses anything else', () => {
    expect(parseHex('#15803d')).toEqual([0x15, 0x80, 0x3d]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
  });
});
