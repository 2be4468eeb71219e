/**
 * A catalogue size in inches: '12"', '7.5\'', '96 mm', '2 cm', '12' (inches when no unit). Null when
 * it names no positive length.
 */
export function sizeInches(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*("|in\b|inch(?:es)?|'|ft\b|feet|mm\b|cm\b)?/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] ?? '"').toLowerCase();
  const inches =
    unit === "'" || unit === 'ft' || unit === 'feet'
      ? value * 12
      : unit === 'mm'
        ? value / 25.4
        : unit === 'cm'
          ? value / 2.54
          : value;
  return inches > 0 && Number.isFinite(inches) ? inches : null;
}
