/** Colours as `#rrggbb`; mixing happens in sRGB, which is plenty for soft shading. */
type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** A safe `#rrggbb` for any input (a bad one becomes a neutral grey). */
export function normalHex(hex: string): string {
  return toHex(parseHex(hex) ?? [160, 160, 160]);
}

/** `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a) ?? [128, 128, 128];
  const y = parseHex(b) ?? [128, 128, 128];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * amount) as unknown as Rgb);
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative luminance in [0, 1] (0 black, 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex) ?? [128, 128, 128];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A colour that reads on `hex`: darker on light colours, lighter on dark ones. */
export function contrastOf(hex: string, amount: number): string {
  return luminance(hex) > 0.45 ? darken(hex, amount) : lighten(hex, amount);
}
