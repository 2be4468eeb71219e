import { describe, expect, it } from 'vitest';
import { SHOP_CATEGORIES } from './content-constants.ts';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lower-cases a name and joins its words with single dashes', () => {
    expect(slugify('Oak & Grain Floors')).toBe('oak-grain-floors');
    expect(slugify('  Bath Tubs ')).toBe('bath-tubs');
    expect(slugify('luxury-flooring')).toBe('luxury-flooring');
  });

  it('gives every shop category its own slug', () => {
    expect(new Set(SHOP_CATEGORIES.map(slugify)).size).toBe(SHOP_CATEGORIES.length);
  });
});
