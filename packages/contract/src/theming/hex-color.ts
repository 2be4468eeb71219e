const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';

/** Used when neither the pro's branding nor the platform settings give a colour. */
export const DEFAULT_PRIMARY_COLOR = '#2e7d32';

/** Normalises `#abc` / `#aabbcc` (any case, surrounding spaces) to `#aabbcc`; anything else is null. */
export function normalizeHexColor(value: string | null | undefined): string | null {
  const color = value?.trim();
  if (!color || !HEX_COLOR.test(color)) return null;
  const digits = color.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toLowerCase()}`;
}
