const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';

/** Normalises `#abc` / `#aabbcc` (any case, surrounding spaces) to `#aabbcc`; anything else is null. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  const color = value?.trim();
  if (!color || !HEX_COLOR.test(color)) return null;
  const digits = color.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** WCAG relative luminance of a normalised `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The text colour (light or dark) with the higher WCAG contrast ratio on `background`. */
export function contrastColor(background: string): string {
  const l = luminance(background);
  const onLight = (l + 0.05) / (luminance(DARK_TEXT) + 0.05);
  const onDark = (luminance(LIGHT_TEXT) + 0.05) / (l + 0.05);
  return onDark >= onLight ? LIGHT_TEXT : DARK_TEXT;
}
