import {
  CARD_BRAND_NAMES,
  type CardFieldErrors,
  type CardFieldName,
  PAYMENT_MESSAGES,
  SANDBOX_TOKENS_PATH,
  sandboxErrorSchema,
  sandboxTokenSchema,
  type TokenizeResult,
} from '@showroom/contract/payments';
import { brandIcon } from './brand-icons.ts';
import type { CardFieldsController, CardState } from './card-fields.ts';
import {
  cardErrors,
  cvcHelp,
  formatCvc,
  formatExpiry,
  isBlankCard,
  isValidExpiry,
  readCardNumber,
} from './card-input.ts';
import type { FieldView } from './field-view.ts';

/** Stripe's `param` of an error → the field that shows it. */
const FIELD_OF_PARAM: Readonly<Record<string, CardFieldName>> = {
  number: 'card_number',
  exp_month: 'exp_date',
  exp_year: 'exp_date',
  cvc: 'cvv',
  name: 'name_on_card',
};

/**
 * The sandbox processor's own card fields: auto-formatting, brand icon and focus moves of spec §5
 * (a valid number moves on to the name, a valid expiry to the CVV); the card goes only to the
 * processor's tokenize endpoint on this origin.
 */
export function sandboxFields(
  doc: Document,
  view: FieldView,
  onChange: (state: CardState) => void,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): CardFieldsController {
  const number = view.input('card_number');
  const name = view.input('name_on_card');
  const expiry = view.input('exp_date');
  const cvv = view.input('cvv');
  const brandSlot = doc.querySelector('.brand');
  const help = doc.getElementById('cvv-help');
  const tip = doc.querySelector<HTMLElement>('.tip');

  const fields = () => ({ card_number: number.value, exp_date: expiry.value, cvv: cvv.value });

  function announce() {
    const card = readCardNumber(number.value);
    onChange({
      empty: isBlankCard(fields()) && !name.value.trim(),
      complete: Object.keys(cardErrors(fields())).length === 0 && !isBlankCard(fields()),
      brand: card.brand,
    });
  }

  function renderCard() {
    const card = readCardNumber(number.value);
    number.maxLength = card.maxLength;
    cvv.maxLength = card.cvcSize;
    if (help) help.textContent = cvcHelp(card.cvcSize);
    brandSlot?.replaceChildren(...(card.brand ? [brandIcon(card.brand, CARD_BRAND_NAMES[card.brand])] : []));
    return card;
  }

  number.addEventListener('input', () => {
    const wasValid = number.dataset.valid === 'true';
    const card = readCardNumber(number.value);
    number.value = card.formatted;
    cvv.value = formatCvc(cvv.value, card.cvcSize);
    renderCard();
    if (card.valid && !wasValid) name.focus();
    number.dataset.valid = String(card.valid);
    announce();
  });
  expiry.addEventListener('input', () => {
    const wasValid = isValidExpiry(expiry.dataset.last ?? '');
    expiry.value = formatExpiry(expiry.value);
    expiry.dataset.last = expiry.value;
    if (isValidExpiry(expiry.value) && !wasValid) cvv.focus();
    announce();
  });
  cvv.addEventListener('input', () => {
    cvv.value = formatCvc(cvv.value, readCardNumber(number.value).cvcSize);
    announce();
  });
  name.addEventListener('input', announce);
  // Touch has no hover: a tap opens the tooltip, leaving the button closes it.
  const trigger = tip?.querySelector('button');
  trigger?.addEventListener('click', () => tip?.toggleAttribute('data-open'));
  trigger?.addEventListener('blur', () => tip?.removeAttribute('data-open'));
  renderCard();

  async function tokenize(): Promise<TokenizeResult> {
    const errors = cardErrors(fields());
    if (isBlankCard(fields())) {
      errors.card_number = PAYMENT_MESSAGES.invalidCardNumber;
      errors.exp_date = PAYMENT_MESSAGES.invalidExpiration;
      errors.cvv = PAYMENT_MESSAGES.invalidCvc;
    }
    view.showErrors(errors);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const [month, year] = expiry.value.split('/');
    const body = new URLSearchParams({
      'card[number]': readCardNumber(number.value).digits,
      'card[exp_month]': String(Number(month)),
      'card[exp_year]': `20${year}`,
      'card[cvc]': cvv.value,
      'card[name]': name.value.trim(),
    });
    let answer: unknown;
    try {
      const response = await fetchImpl(SANDBOX_TOKENS_PATH, { method: 'POST', body, credentials: 'omit' });
      answer = await response.json();
    } catch {
      return { ok: false, errors: {}, message: PAYMENT_MESSAGES.tokenizeFailed };
    }
    const token = sandboxTokenSchema.safeParse(answer);
    if (token.success) {
      const { id, card } = token.data;
      const shown = {
        token: id,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      };
      return { ok: true, card: card.name ? { ...shown, name: card.name } : shown };
    }
    const refused = sandboxErrorSchema.safeParse(answer);
    const message = refused.success ? refused.data.error.message : PAYMENT_MESSAGES.tokenizeFailed;
    const field = refused.success ? FIELD_OF_PARAM[refused.data.error.param ?? ''] : undefined;
    const fieldErrors: CardFieldErrors = field ? { [field]: message } : {};
    view.showErrors(fieldErrors);
    return { ok: false, errors: fieldErrors, message };
  }

  return { tokenize, showErrors: view.showErrors };
}
