import { describe, expect, it } from 'vitest';
import { materialSpecOf } from '../material-spec-of.ts';
import type { ProductVisuals } from '../product-visuals.ts';
import { renderRelief, renderTexture } from '../render-svg.ts';
import { finishOf } from './finish-of.ts';

const tile = (finish: string, name = `12x24 Carrara ${finish} Porcelain Tile`): ProductVisuals => ({
  hash: 'carrara1',
  name,
  categories: ['Tile Flooring', 'Porcelain Tile'],
  colours: [{ name: 'White', hex: '#f2f0ec' }],
  finish,
  size: { width: '12"', height: '24"', pattern: 'Straight Lay' },
});

const fixture = (finish: string, hex: string): ProductVisuals => ({
  hash: `fridge-${finish}`,
  name: `${finish} French Door Refrigerator`,
  categories: ['Appliances', 'Refrigerators'],
  colours: [{ name: finish, hex }],
  finish,
  size: null,
});

/** The rgb() colours of the relief's strokes and fill, as [red, green, blue] 0–255. */
function channelsOf(svg: string): number[][] {
  return [...svg.matchAll(/rgb\((\d+),(\d+),(\d+)\)/g)].map((match) => match.slice(1).map(Number));
}

describe('finishOf', () => {
  it('makes polished stone far smoother than matte or honed, so it mirrors the room and they do not', () => {
    const polished = finishOf(materialSpecOf(tile('Polished'))).roughness;
    expect(polished).toBeLessThan(0.15);
    expect(finishOf(materialSpecOf(tile('Matte'))).roughness).toBeGreaterThan(polished + 0.4);
    expect(finishOf(materialSpecOf(tile('Honed'))).roughness).toBeGreaterThan(polished + 0.4);
  });

  it('makes stainless, chrome and brushed gold metals, and matte black paint', () => {
    const stainless = finishOf(materialSpecOf(fixture('Stainless Steel', '#a9acaf')));
    const chrome = finishOf(materialSpecOf(fixture('Polished Chrome', '#dde1e4')));
    expect(stainless.metalness).toBe(1);
    expect(chrome.metalness).toBe(1);
    expect(chrome.roughness).toBeLessThan(stainless.roughness);
    expect(finishOf(materialSpecOf(fixture('Brushed Gold', '#c9a227'))).metalness).toBe(1);
    expect(finishOf(materialSpecOf(fixture('Matte Black', '#111827')))).toMatchObject({ metalness: 0 });
  });
});

describe('renderRelief', () => {
  it('draws a tile face at full height in its finish and the grout below it, rough', () => {
    const [face, ...joint] = channelsOf(renderRelief(materialSpecOf(tile('Polished')), 64));
    expect(face).toEqual([255, 20, 0]);
    const grout = joint.at(-1)!;
    expect(grout[0]).toBeLessThan(30);
    expect(grout[1]).toBeGreaterThan(200);
  });

  it('keeps the pieces where the colour texture has them: one joint path per stroke of the profile', () => {
    const svg = renderRelief(materialSpecOf(tile('Matte')), 64);
    const paths = [...svg.matchAll(/<path [^>]*d="([^"]+)"/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(1);
    expect(new Set(paths).size).toBe(1);
    const pieces = paths[0]!.split('M').filter(Boolean);
    const texture = renderTexture(materialSpecOf(tile('Matte')), 64);
    expect(pieces.length).toBeGreaterThanOrEqual(8);
    for (const piece of pieces) expect(texture).toContain(`M${piece}`);
  });

  it('bevels planks: the seam steps down through more than one height', () => {
    const plank: ProductVisuals = {
      hash: 'oak1',
      name: '7" White Oak Matte Hardwood',
      categories: ['Hardwood Flooring', 'Engineered Hardwood'],
      colours: [{ name: 'Natural', hex: '#c49a6c' }],
      finish: 'Matte',
      size: { width: '7"', height: '48"', pattern: 'Offset' },
    };
    const heights = new Set(channelsOf(renderRelief(materialSpecOf(plank), 64)).map(([red]) => red));
    expect(heights.size).toBeGreaterThanOrEqual(4);
  });

  it('gives a split-face or leathered face a rough height, and keeps a polished or matte face flat', () => {
    const stacked = (finish: string): ProductVisuals => ({
      hash: 'ledger1',
      name: `6x24 Quartzite ${finish} Ledger Stacked Stone Panel`,
      categories: ['Stone', 'Stacked Stone'],
      colours: [{ name: 'Grey', hex: '#8a8580' }],
      finish,
      size: { width: '6"', height: '24"', pattern: 'Offset' },
    });
    const noiseOf = (svg: string) =>
      svg
        .match(/<feColorMatrix values="([^"]+)"/)?.[1]
        ?.split(' ')
        .map(Number);
    for (const finish of ['Split Face', 'Leathered']) {
      const spec = materialSpecOf(finish === 'Leathered' ? tile(finish) : stacked(finish));
      const matrix = noiseOf(renderRelief(spec, 64));
      // Red (height) follows the noise; green and blue stay the face's roughness and metalness.
      expect(matrix?.[0]).toBeGreaterThan(0);
      expect(matrix?.slice(5, 9)).toEqual([0, 0, 0, 0]);
      expect(matrix?.[9]).toBeCloseTo(finishOf(spec).roughness, 2);
      expect(matrix?.slice(10, 14)).toEqual([0, 0, 0, 0]);
    }
    // Split stone is coarser and deeper than a leathered face.
    const depth = (spec: ReturnType<typeof materialSpecOf>) => noiseOf(renderRelief(spec, 64))?.[0] ?? 0;
    expect(depth(materialSpecOf(stacked('Split Face')))).toBeGreaterThan(
      depth(materialSpecOf(tile('Leathered'))),
    );
    expect(noiseOf(renderRelief(materialSpecOf(tile('Polished')), 64))).toBeUndefined();
    expect(noiseOf(renderRelief(materialSpecOf(tile('Matte')), 64))).toBeUndefined();
  });

  it('draws a fixture flat, in its metal', () => {
    const [face, ...rest] = channelsOf(
      renderRelief(materialSpecOf(fixture('Stainless Steel', '#a9acaf')), 64),
    );
    expect(rest).toEqual([]);
    expect(face![0]).toBe(255);
    expect(face![2]).toBe(255);
  });
});
