/** Display names of the card brands the registration form recognises (spec §2 step 3). */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american-express': 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
};

/** `visa` → `Visa`; an unknown brand is shown as sent, and a missing one as "Card". */
export function cardBrandName(brand: string): string {
  const key = brand.trim().toLowerCase();
  return BRAND_NAMES[key] ?? (brand.trim() || 'Card');
}
