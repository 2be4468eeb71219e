import { wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, brandPalette, PALETTE_SURFACE, paletteOfThemeColor } from './brand-palette.ts';
import { DEFAULT_PRIMARY_COLOR } from './hex-color.ts';
import { DEFAULT_BRAND_PALETTE } from './palette-schema.ts';

const pairs = (color: string) => {
  const palette = brandPalette(color);
  if (!palette) throw new Error(`no palette for ${color}`);
  return {
    palette,
    ratios: [
      wcagContrast(palette.onBrand, palette.brand),
      wcagContrast(palette.onPrimary, palette.primary),
      wcagContrast(palette.primary, PALETTE_SURFACE),
      wcagContrast(palette.onPrimarySoft, palette.primarySoft),
    ],
  };
};

describe('brandPalette', () => {
  it.each(['#ffd400', '#00e5ff', '#ffffff', '#000000', '#7f7f7f', '#2e7d32', '#ff69b4', '#1a237e'])(
    'every text pair of %s passes WCAG AA',
    (color) => {
      for (const ratio of pairs(color).ratios) expect(ratio).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it('keeps a colour that already passes as the primary and the brand', () => {
    const { palette } = pairs('#1a237e');
    expect(palette.primary).toBe('#1a237e');
    expect(palette.brand).toBe('#1a237e');
    expect(palette.onBrand).toBe('#ffffff');
  });

  it('darkens a light colour for text and buttons, but keeps it as the brand band under dark text', () => {
    const { palette } = pairs('#ffd400');
    expect(palette.brand).toBe('#ffd400');
    expect(palette.onBrand).toBe('#1a1a1a');
    expect(palette.primary).not.toBe('#ffd400');
  });

  it('answers null for what is not a colour', () => {
    expect(brandPalette('not a colour')).toBeNull();
  });

  it('derives the written-out default palette from the default colour (so widgets need no colour maths)', () => {
    expect(brandPalette(DEFAULT_PRIMARY_COLOR)).toEqual(DEFAULT_BRAND_PALETTE);
  });
});

describe('paletteOfThemeColor', () => {
  it('reads a stored hex colour in any case or short form', () => {
    expect(paletteOfThemeColor(' #FC0 ')).toEqual(brandPalette('#ffcc00'));
  });

  it.each([null, undefined, '', 'red', 'red;x'])('has no palette for %s', (value) => {
    expect(paletteOfThemeColor(value)).toBeNull();
  });
});
