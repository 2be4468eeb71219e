import { type CardBrand, type CardFieldErrors, PAYMENT_MESSAGES } from '@showroom/contract/payments';
import cardValidator from 'card-validator';

const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  discover: 'discover',
  'diners-club': 'diners',
  jcb: 'jcb',
};

/** Before the brand is known, numbers are grouped by four up to the common 16 digits. */
const UNKNOWN_CARD = { gaps: [4, 8, 12], lengths: [16], code: { size: 3 } };
const MAX_CARD_DIGITS = 19;

export interface CardNumberState {
  /** The digits grouped with the brand's gaps, e.g. `3782 822463 10005` for Amex. */
  readonly formatted: string;
  readonly digits: string;
  readonly brand: CardBrand | null;
  /** Complete and passing the Luhn check. */
  readonly valid: boolean;
  /** Digits of the brand's security code (Amex 4, others 3). */
  readonly cvcSize: number;
  /** Characters the formatted number may have, spaces included. */
  readonly maxLength: number;
}

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Reads what was typed into the card number field: brand, grouping and validity. */
export function readCardNumber(input: string): CardNumberState {
  const result = cardValidator.number(digitsOf(input));
  const card = result.card ?? UNKNOWN_CARD;
  const maxDigits = Math.min(Math.max(...card.lengths), MAX_CARD_DIGITS);
  const digits = digitsOf(input).slice(0, maxDigits);
  let formatted = '';
  for (const [index, digit] of [...digits].entries()) {
    formatted += (card.gaps.includes(index) ? ' ' : '') + digit;
  }
  const gapsWithin = card.gaps.filter((gap) => gap < maxDigits).length;
  return {
    formatted,
    digits,
    brand: result.card ? (BRAND_OF_TYPE[result.card.type] ?? null) : null,
    valid: cardValidator.number(digits).isValid,
    cvcSize: card.code.size,
    maxLength: maxDigits + gapsWithin,
  };
}

/**
 * Formats an expiry as MM/YY while typing: digits only, a leading 0 for months 2–9, the slash
 * once the year starts (never a trailing one, so Backspace is not fought).
 */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function isValidExpiry(value: string): boolean {
  return /^\d{2}\/\d{2}$/.test(value) && cardValidator.expirationDate(value).isValid;
}

export const formatCvc = (input: string, size: number) => digitsOf(input).slice(0, size);

export function isValidCvc(value: string, size: number): boolean {
  return cardValidator.cvv(value, size).isValid;
}

export interface CardFields {
  readonly card_number: string;
  readonly exp_date: string;
  readonly cvv: string;
}

/** Every typed part of the card is blank: the optional card of registration step 3 was skipped. */
export const isBlankCard = ({ card_number, exp_date, cvv }: CardFields) =>
  !card_number.trim() && !exp_date.trim() && !cvv.trim();

/**
 * The card checks of spec §5, run on Done: the card is optional, but once any of number, expiry
 * or CVC is filled all three must be right, since a card missing one of them cannot be charged.
 */
export function cardErrors(fields: CardFields): CardFieldErrors {
  if (isBlankCard(fields)) return {};
  const card = readCardNumber(fields.card_number);
  const errors: CardFieldErrors = {};
  if (!card.valid) errors.card_number = PAYMENT_MESSAGES.invalidCardNumber;
  if (!isValidExpiry(fields.exp_date)) errors.exp_date = PAYMENT_MESSAGES.invalidExpiration;
  if (!isValidCvc(fields.cvv, card.cvcSize)) errors.cvv = PAYMENT_MESSAGES.invalidCvc;
  return errors;
}

/** The CVV tooltip text for a security code of `size` digits (spec §2 step 3). */
export const cvcHelp = (size: number) =>
  size === 4 ? PAYMENT_MESSAGES.cvcHelpAmex : PAYMENT_MESSAGES.cvcHelp;
