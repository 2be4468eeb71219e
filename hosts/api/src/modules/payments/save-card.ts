import { HttpError } from '../../lib/http-error.ts';
import type {
  CardField,
  PaymentGateway,
  SavedCard,
} from '../../providers/payment-gateways/payment-gateway.ts';
import { CARD_FIELD_MESSAGES, type CardFormFields, parseCardForm } from './card-form.ts';

/** The spec's card messages (§8) on the failing fields, whichever way the card came. */
function cardErrors(fields: CardField[]): HttpError {
  const errors = Object.fromEntries(fields.map((field) => [field, [CARD_FIELD_MESSAGES[field]]]));
  // The first card message is the toast: more useful than the generic "invalid input" text.
  return new HttpError(422, { message: CARD_FIELD_MESSAGES[fields[0]!], errors });
}

/** Parses the form's card fields and saves the card with the gateway; a 422 on the failing fields otherwise. */
export async function saveCardFromForm(gateway: PaymentGateway, form: CardFormFields): Promise<SavedCard> {
  const parsed = parseCardForm(form);
  if ('fields' in parsed) throw cardErrors(parsed.fields);
  const result = await gateway.saveCard(parsed.card);
  if (!result.ok) throw cardErrors(result.fields);
  return result.card;
}

/**
 * Saves the card behind a card-frame token with the gateway. Brand, last four and expiry are the
 * gateway's answer, never the client's; a spent, unknown or refused token is a 422 on the card.
 */
export async function saveCardFromToken(gateway: PaymentGateway, token: string): Promise<SavedCard> {
  const result = await gateway.saveCardToken(token);
  if (!result.ok) throw cardErrors(result.fields);
  return result.card;
}
