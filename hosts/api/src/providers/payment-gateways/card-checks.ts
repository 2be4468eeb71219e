import type { CardBrand } from '../../providers/payment-gateways/payment-gateway.ts';

/** Luhn checksum (ISO/IEC 7812), the check digit every card number ends with. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** IIN ranges of the brands the form knows, with each brand's number lengths. */
const BRANDS: { brand: CardBrand; pattern: RegExp; lengths: number[] }[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15] },
  { brand: 'diners', pattern: /^3(0[0-5]|[689])/, lengths: [14, 16] },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] },
  { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19] },
];

export function brandOf(digits: string): CardBrand {
  return BRANDS.find(({ pattern }) => pattern.test(digits))?.brand ?? 'unknown';
}

/** Length fits the brand (or 12-19 for an unknown brand) and the Luhn check passes. */
export function isValidCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return false;
  const known = BRANDS.find(({ pattern }) => pattern.test(digits));
  return known ? known.lengths.includes(digits.length) : true;
}

/** Amex has a 4-digit CID on the front; the others a 3-digit CVC on the back. */
export function isValidCvc(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

const MAX_YEARS_AHEAD = 20;

/** Valid through the last day of its month, not this month's past, and not absurdly far away. */
export function isValidExpiry(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiry = year * 12 + (month - 1);
  return expiry >= thisMonth && expiry <= thisMonth + MAX_YEARS_AHEAD * 12;
}
