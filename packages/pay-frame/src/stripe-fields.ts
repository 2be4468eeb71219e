import {
  CARD_BRANDS,
  type CardBrand,
  type CardFieldErrors,
  PAYMENT_MESSAGES,
  type TokenizeResult,
} from '@showroom/contract/payments';
import type { CardFieldsController, CardState } from './card-fields.ts';
import type { FieldView } from './field-view.ts';

/** The few parts of Stripe.js (v3) the frame uses. */
interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(
    event: 'change',
    handler: (event: {
      empty: boolean;
      complete: boolean;
      brand: string;
      error?: { message: string };
    }) => void,
  ): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options: object): StripeCardElement };
  createPaymentMethod(options: object): Promise<{
    paymentMethod?: {
      id: string;
      card?: { brand: string; last4: string; exp_month: number; exp_year: number };
    };
    error?: { message?: string; code?: string };
  }>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

/** Stripe's brand names (`amex`, `diners`, `unionpay`…) → the spec's, `unknown` for the rest. */
const brandOf = (brand: string): CardBrand | 'unknown' =>
  (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'unknown';

/** Loads Stripe.js from `url` (a script tag, as Stripe requires: never bundled). */
export function loadStripeJs(doc: Document, url: string): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.addEventListener('load', () => {
      const factory = (globalThis as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not define Stripe'));
    });
    script.addEventListener('error', () => reject(new Error(`Stripe.js could not be loaded from ${url}`)));
    doc.head.append(script);
  });
}

/**
 * Stripe mode: number, expiry and CVC are Stripe's card element (in Stripe's own frame); the name
 * stays ours and goes to Stripe as the billing name. The token is a PaymentMethod id.
 */
export function stripeFields(
  doc: Document,
  view: FieldView,
  stripe: StripeJs,
  onChange: (state: CardState) => void,
): CardFieldsController {
  const mount = doc.getElementById('stripe-card');
  const name = view.input('name_on_card');
  if (!mount) throw new Error('The card frame page has no #stripe-card');
  for (const element of doc.querySelectorAll<HTMLElement>('[data-sandbox]')) element.hidden = true;
  mount.hidden = false;
  const color = getComputedStyle(doc.documentElement).getPropertyValue('--sr-text').trim() || '#1f2328';
  const card = stripe
    .elements()
    .create('card', { hidePostalCode: true, style: { base: { color, fontSize: '16px' } } });
  card.mount(mount);
  let state: CardState = { empty: true, complete: false, brand: null };
  card.on('change', (event) => {
    const brand = brandOf(event.brand);
    state = {
      empty: event.empty && !name.value.trim(),
      complete: event.complete,
      brand: brand === 'unknown' ? null : brand,
    };
    view.showError('card_number', event.error?.message);
    onChange(state);
  });
  name.addEventListener('input', () => onChange({ ...state, empty: state.empty && !name.value.trim() }));

  async function tokenize(): Promise<TokenizeResult> {
    const nameValue = name.value.trim();
    const result = await stripe.createPaymentMethod({
      type: 'card',
      card,
      ...(nameValue ? { billing_details: { name: nameValue } } : {}),
    });
    const method = result.paymentMethod;
    if (!method?.card) {
      const message = result.error?.message ?? PAYMENT_MESSAGES.tokenizeFailed;
      const errors: CardFieldErrors = { card_number: message };
      view.showErrors(errors);
      return { ok: false, errors, message };
    }
    const { brand, last4, exp_month, exp_year } = method.card;
    const shown = { token: method.id, brand: brandOf(brand), last4, exp_month, exp_year };
    return { ok: true, card: nameValue ? { ...shown, name: nameValue } : shown };
  }
  return { tokenize, showErrors: view.showErrors };
}
