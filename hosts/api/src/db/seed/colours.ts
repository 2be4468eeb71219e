import type { Colour } from '../../modules/catalog/catalog-schema.ts';

/**
 * The palette products are offered in: the name shown to shoppers and the hex their swatch is painted
 * with. Names are colours or tones, never a material or species ('Blond', not 'Maple'), so a product
 * named after one material is never offered "in" another.
 */
export const PALETTE = {
  'Bright White': '#f8fafc',
  'Warm White': '#f5f0e6',
  Ivory: '#efe6d2',
  Cream: '#f1e4c3',
  Biscuit: '#e8dcc4',
  Beige: '#d6c3a3',
  Sand: '#c9b18a',
  Taupe: '#a39081',
  Greige: '#9c958a',
  'Light Gray': '#d1d5db',
  Gray: '#9ca3af',
  Slate: '#55585b',
  Charcoal: '#374151',
  Black: '#111827',
  Chrome: '#dde1e4',
  Nickel: '#b9b6ae',
  Stainless: '#a9acaf',
  'Black Stainless': '#3e4043',
  Gold: '#c9a227',
  Brass: '#b5953f',
  Champagne: '#c8ad7f',
  Bronze: '#5e4633',
  Blond: '#d2b48c',
  Caramel: '#b98a5a',
  Honey: '#c68e3f',
  'Dark Brown': '#5c4033',
  Espresso: '#3b2a20',
  Terracotta: '#c2603a',
  Blush: '#e8c4c0',
  Sage: '#9caf88',
  Olive: '#6b7a3a',
  Emerald: '#2e7d4f',
  'Forest Green': '#2f5d3a',
  'Sky Blue': '#8ec5e8',
  'Steel Blue': '#4b6584',
  Navy: '#1e3a5f',
} as const;

export type ColourName = keyof typeof PALETTE;

export const paletteColour = (name: ColourName): Colour => ({ name, hex: PALETTE[name] });
