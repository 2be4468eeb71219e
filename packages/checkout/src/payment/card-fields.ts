import { type ComponentType, createContext, type Ref, useContext } from 'react';

/** The card fields' errors, by the spec's form names (§3 Registration details). */
export type CardFieldErrors = Partial<Record<'card_number' | 'exp_date' | 'cvv' | 'name_on_card', string>>;

/** The processor's single-use token and what may be shown of the card (never the number or CVC). */
export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type TokenizeResult =
  | { ok: true; card: TokenizedCard }
  | { ok: false; errors: CardFieldErrors; message?: string };

/** What the card fields (`CardFrame` of `@showroom/ui/card-frame`) let their page do. */
export interface CardFieldsHandle {
  /** Checks the fields and, when they pass, sends the card to the processor's tokenize endpoint. */
  tokenize(): Promise<TokenizeResult>;
}

export interface CardFieldsProps {
  ref?: Ref<CardFieldsHandle>;
  onChange?: (state: { complete: boolean; brand: string | null }) => void;
}

/**
 * Which card fields the payment screen renders. The screen never imports them itself: the route
 * screen and the element provide them (loaded only with the payment step), tests and stories a
 * stand-in, so the screen is the same code in all three.
 */
export const CardFieldsContext = createContext<ComponentType<CardFieldsProps> | null>(null);

export function useCardFields(): ComponentType<CardFieldsProps> | null {
  return useContext(CardFieldsContext);
}
