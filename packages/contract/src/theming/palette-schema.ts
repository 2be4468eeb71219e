import { z } from 'zod/mini';

/**
 * A full palette from one colour, every pair checked for WCAG AA text contrast (derived by
 * `brandPalette` of `@showroom/contract/palette`, on the server and in the console only):
 * - `brand` (the chosen colour, shifted only if no text colour reads on it) with `onBrand`, for bands;
 * - `primary` with `onPrimary`: buttons, links and prices, readable as text on the surface and under
 *   light text as a background (one ratio), with `primaryHover` a shade darker;
 * - `primarySoft`, a light tint for highlighted surfaces, with `onPrimarySoft` as text on it.
 */
export const brandPaletteSchema = z.object({
  brand: z.string(),
  onBrand: z.string(),
  primary: z.string(),
  onPrimary: z.string(),
  primaryHover: z.string(),
  primarySoft: z.string(),
  onPrimarySoft: z.string(),
});
export type BrandPalette = z.infer<typeof brandPaletteSchema>;

/**
 * The palette of `DEFAULT_PRIMARY_COLOR`, written out so widgets theme without the colour maths (decision
 * 0091); a test checks it against the derivation, so it cannot drift.
 */
export const DEFAULT_BRAND_PALETTE: BrandPalette = {
  brand: '#2e7d32',
  onBrand: '#ffffff',
  primary: '#2e7d32',
  onPrimary: '#ffffff',
  primaryHover: '#186b20',
  primarySoft: '#e2f9e1',
  onPrimarySoft: '#2e7d32',
};
