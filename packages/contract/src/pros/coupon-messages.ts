import { MARKUP } from '../constants/constants.ts';

/** The console's coupon texts (issue #23), written once. `{markup}` is the showroom's markup in percent. */
export const COUPON_MESSAGES = {
  /** Spec §6 help text: a pro may send coupons not above the markup. */
  help: `Coupons you send can never be above your markup (at least ${MARKUP.minimumPercent}%): a percent coupon is at most your markup, and any coupon is cut to the markup at checkout.`,
  aboveMarkup: 'A coupon can never be above your markup: enter at most {markup}%.',
  created: 'Coupon created. Your customers can use it at checkout now.',
  saved: 'Coupon saved.',
  deactivated: 'Coupon deactivated: it is refused at checkout from now on.',
  activated: 'Coupon active again.',
  codeInvalid: 'Enter a code of 3 to 32 letters, digits, dashes or underscores.',
  codeTaken: 'This code is already taken. Choose another one.',
  valueMissing: 'Enter how much the coupon takes off, as a number.',
  typeInvalid: 'Choose a percent or an amount off.',
  percentInvalid: 'Enter a percent above 0 with at most two decimals.',
  amountInvalid: 'Enter an amount above $0.00 and at most $100,000.00, in dollars and cents.',
  expiryInvalid: 'Enter the expiry as a date and time, or leave it empty.',
  limitInvalid: 'Enter a whole number from 1 to 1,000,000, or leave it empty for no limit.',
  notFound: 'No such coupon.',
} as const;
