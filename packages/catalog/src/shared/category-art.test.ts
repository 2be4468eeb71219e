import { describe, expect, it } from 'vitest';
import { categoryArtStyle } from './category-art.ts';

describe('categoryArtStyle', () => {
  it('paints the same category the same way every time', () => {
    expect(categoryArtStyle('Tile Flooring')).toEqual(categoryArtStyle('Tile Flooring'));
  });

  it('draws a tile grid for tiles, planks for wood floors and a lit surface otherwise', () => {
    expect(String(categoryArtStyle('Backsplash Tiles').background)).toContain('28px 28px');
    expect(String(categoryArtStyle('Hardwood Flooring').background)).toContain('repeating-linear-gradient');
    expect(String(categoryArtStyle('Lights').background)).toContain('radial-gradient');
  });

  it('gives different categories different colours', () => {
    expect(categoryArtStyle('Lights')).not.toEqual(categoryArtStyle('Fans'));
  });
});
