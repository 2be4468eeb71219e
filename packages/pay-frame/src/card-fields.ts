import type { CardBrand, CardFieldErrors, TokenizeResult } from '@showroom/contract/payments';

/** What the page hears on every change (never the card's digits). */
export interface CardState {
  empty: boolean;
  complete: boolean;
  brand: CardBrand | null;
}

/** The card fields of one processor (the sandbox's own, or Stripe Elements). */
export interface CardFieldsController {
  /** Checks the fields and, when they pass, sends the card to the processor for a token. */
  tokenize(): Promise<TokenizeResult>;
  showErrors(errors: CardFieldErrors): void;
}
