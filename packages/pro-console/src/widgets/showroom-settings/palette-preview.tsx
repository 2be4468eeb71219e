import { AA_TEXT_CONTRAST, contrastRatio, PALETTE_SURFACE } from '@showroom/contract/palette';
import { type Theme, themeCssVariables } from '@showroom/core';
import type { CSSProperties } from 'react';

export interface PalettePreviewProps {
  theme: Theme;
  companyName: string;
  /** The logo's full address, or null for the company name in its place. */
  logoSrc: string | null;
}

/**
 * A small sample of the shop in the palette (header, price, link, button, highlighted note) and each
 * text pair's WCAG contrast, so the pro sees at once what their colour gives before saving.
 */
export function PalettePreview({ theme, companyName, logoSrc }: PalettePreviewProps) {
  const { palette } = theme;
  const pairs = [
    ['Header text', palette.onBrand, palette.brand],
    ['Button text', palette.onPrimary, palette.primary],
    ['Prices and links', palette.primary, PALETTE_SURFACE],
    ['Highlighted notes', palette.onPrimarySoft, palette.primarySoft],
  ] as const;
  return (
    <figure className="sr-palette" style={themeCssVariables(theme) as CSSProperties} aria-label="Preview">
      <div className="sr-palette__header">
        {logoSrc ? <img src={logoSrc} alt={companyName} className="sr-palette__logo" /> : companyName}
      </div>
      <div className="sr-palette__body">
        <p className="sr-palette__name">Porcelain floor tile, 24 × 24 in</p>
        <p className="sr-palette__price">$4.29 / sq ft</p>
        <p className="sr-palette__note">Free samples this month</p>
        <div className="sr-console__row">
          <span className="sr-palette__button">Add to cart</span>
          <span className="sr-palette__link">See all tiles</span>
        </div>
      </div>
      <figcaption>
        <ul className="sr-palette__checks">
          {pairs.map(([label, text, background]) => {
            const ratio = contrastRatio(text, background);
            return (
              <li key={label}>
                <span className="sr-palette__swatch" style={{ background, color: text }} aria-hidden="true">
                  Aa
                </span>
                {label}: {ratio.toFixed(1)}:1 {ratio >= AA_TEXT_CONTRAST ? '(passes WCAG AA)' : '(too low)'}
              </li>
            );
          })}
        </ul>
      </figcaption>
    </figure>
  );
}
