/** The brands a card field shows an icon for (spec §2 registration step 3). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What people call each brand (the icons' accessible names). */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
};
