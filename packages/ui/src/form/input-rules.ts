/**
 * The typing rules of spec §5, written once for every box that needs them: numeric-only boxes
 * (quantity, page number, counts), decimal-only boxes (prices) and phone numbers.
 */

/** Keeps the digits of typed text: "a1b2" → "12". */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A numeric-only box's number: its digits, and 0 when there are none (spec §5). */
export function numericValue(text: string): number {
  const digits = digitsOnly(text);
  return digits === '' ? 0 : Number(digits);
}

/**
 * A decimal-only box's text: digits and the first dot, at most `decimals` digits after it
 * (spec §5: two); "12.3456.7" → "12.34". Empty stays empty, so the box can be cleared.
 */
export function decimalText(text: string, decimals = 2): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const fraction = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${kept.slice(0, dot)}.${fraction}`;
}

/** A phone box keeps what a phone number is written with: digits, spaces, + ( ) - and dots. */
export function phoneText(text: string): string {
  return text.replace(/[^\d\s+().-]/g, '');
}
