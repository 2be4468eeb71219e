import { ACCOUNT_MESSAGES } from '@showroom/contract/account';

import type { CardField, CardInput } from '../../providers/payment-gateways/payment-gateway.ts';

/** The spec's message for each card field (§5, §8). */
export const CARD_FIELD_MESSAGES: Record<CardField, string> = {
  card_number: ACCOUNT_MESSAGES.invalidCardNumber,
  exp_date: ACCOUNT_MESSAGES.invalidExpiration,
  cvv: ACCOUNT_MESSAGES.invalidCvc,
};

export interface CardFormFields {
  card_number?: string | undefined;
  exp_date?: string | undefined;
  cvv?: string | undefined;
  name_on_Card?: string | undefined;
}

/** Step 3 is optional (spec §5): the card is checked only when one of its fields is filled. */
export function hasCardInput(form: CardFormFields): boolean {
  return Boolean(form.card_number || form.exp_date || form.cvv || form.name_on_Card);
}

/**
 * Reads the form's auto-formatted values (`4242 4242 4242 4242`, `MM/YY` or `MM/YYYY`, `123`) into a
 * CardInput, or lists the fields whose shape is wrong (missing counts as wrong once a card is started).
 */
export function parseCardForm(form: CardFormFields): { card: CardInput } | { fields: CardField[] } {
  const fields: CardField[] = [];
  const number = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) fields.push('card_number');

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(form.exp_date ?? '');
  if (!expiry) fields.push('exp_date');

  const cvc = form.cvv ?? '';
  if (!/^\d{3,4}$/.test(cvc)) fields.push('cvv');

  if (fields.length > 0 || !expiry) return { fields };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const card: CardInput = { number, expMonth: Number(expiry[1]), expYear: year, cvc };
  if (form.name_on_Card) card.nameOnCard = form.name_on_Card;
  return { card };
}
