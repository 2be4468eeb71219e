import { describe, expect, it } from 'vitest';
import { renderBrandLogo } from './brand-logo.ts';
import { renderCategoryPicture } from './category-picture.ts';

describe('renderBrandLogo', () => {
  it('writes the name and its initials, escaped, the same every time', () => {
    const logo = renderBrandLogo('Oak & Grain Floors');
    expect(logo).toContain('Oak &#38; Grain Floors');
    expect(logo).toContain('>OG<');
    expect(logo).toBe(renderBrandLogo('Oak & Grain Floors'));
  });
});

describe('renderCategoryPicture', () => {
  it('draws a typical product of the category, the same for the same slug', () => {
    const tile = renderCategoryPicture('tile-flooring-marble-tile', ['Tile Flooring', 'Marble Tile']);
    expect(tile).toContain('width="400" height="400"');
    expect(tile).toBe(renderCategoryPicture('tile-flooring-marble-tile', ['Tile Flooring', 'Marble Tile']));
    expect(renderCategoryPicture('lights', ['Lights'])).not.toBe(tile);
  });
});
