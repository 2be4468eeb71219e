import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_UPLOAD } from '@showroom/contract/lead';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bmpOf,
  gifOf,
  jpegOf,
  PHP_PAYLOAD,
  pngOf,
  pngPhpPolyglot,
  SVG_WITH_SCRIPT,
  SVG_WITH_XXE,
  svgOf,
} from '../../testing/image-fixtures.ts';
import { MAX_INPUT_PIXELS, storeLeadImage } from './lead-image.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lead-image-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let count = 0;
const target = () => join(dir, `upload-${count++}`);
const { minWidth: w, minHeight: h } = LEAD_UPLOAD;

describe('storeLeadImage', () => {
  it.each([
    ['PNG', () => pngOf(w, h), 'png', 'png'],
    ['JPEG', () => jpegOf(w + 50, h), 'jpg', 'jpeg'],
    ['GIF', () => gifOf(w, h + 1), 'gif', 'gif'],
    ['SVG (rasterised)', async () => svgOf(w, h), 'png', 'png'],
    ['BMP (as PNG)', async () => bmpOf(w, h, [10, 200, 30]), 'png', 'png'],
  ])('stores a re-encoded %s of the minimum size', async (_name, make, extension, format) => {
    const path = target();
    expect(await storeLeadImage(await make(), path)).toEqual({ extension });
    const meta = await sharp(`${path}.${extension}`).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBeGreaterThanOrEqual(w);
    expect(meta.height).toBeGreaterThanOrEqual(h);
  });

  it('keeps a bitmap’s colours and orientation', async () => {
    const path = target();
    await storeLeadImage(bmpOf(w, h, [10, 200, 30]), path);
    const { data } = await sharp(`${path}.png`).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([10, 200, 30]);
  });

  it.each([
    ['PNG', () => pngOf(w - 1, h)],
    ['JPEG', () => jpegOf(w, h - 1)],
    ['SVG', async () => svgOf(w - 1, h - 1)],
    ['BMP', async () => bmpOf(w, h - 1, [0, 0, 0])],
  ])('refuses a %s below the minimum size', async (_name, make) => {
    expect(await storeLeadImage(await make(), target())).toEqual({ problem: 'dimensions' });
  });

  it.each([
    ['an SVG with a script', SVG_WITH_SCRIPT],
    ['an SVG with an XXE entity', SVG_WITH_XXE],
    ['an SVG with an event handler', svgOf(w, h, '<rect onload="alert(1)"/>')],
    ['text', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['a palette bitmap', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
  ])('refuses %s as not an accepted image and writes nothing', async (_name, bytes) => {
    const before = await readdir(dir);
    expect(await storeLeadImage(bytes, target())).toEqual({ problem: 'type' });
    expect(await readdir(dir)).toEqual(before);
  });

  it('keeps only the pixels of a PNG/PHP polyglot', async () => {
    const polyglot = await pngPhpPolyglot();
    expect(polyglot.includes(PHP_PAYLOAD)).toBe(true);
    const path = target();
    expect(await storeLeadImage(polyglot, path)).toEqual({ extension: 'png' });
    const stored = await readFile(`${path}.png`);
    expect(stored.includes('<?php')).toBe(false);
    expect((await sharp(stored).metadata()).width).toBe(120);
  });

  it.each([
    ['an SVG', async () => svgOf(5001, 5001)],
    ['a PNG', () => pngOf(5001, 5000)],
    ['a bitmap', async () => bmpOf(5001, 5000, [0, 0, 0])],
  ])('refuses %s with more pixels than it may decode', async (_name, make) => {
    expect(MAX_INPUT_PIXELS).toBeLessThan(5001 * 5000);
    expect(await storeLeadImage(await make(), target())).toEqual({ problem: 'type' });
  });

  it('decodes several uploads at once, one after another, each with its own outcome', async () => {
    const outcomes = await Promise.all([
      pngOf(w, h).then((png) => storeLeadImage(png, target())),
      storeLeadImage(Buffer.from('not an image'), target()),
      jpegOf(w, h - 1).then((jpeg) => storeLeadImage(jpeg, target())),
      storeLeadImage(bmpOf(w, h, [1, 2, 3]), target()),
    ]);
    expect(outcomes).toEqual([
      { extension: 'png' },
      { problem: 'type' },
      { problem: 'dimensions' },
      { extension: 'png' },
    ]);
  });
});
