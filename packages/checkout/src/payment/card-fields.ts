import type { CardFrameHandle, CardFrameProps } from '@showroom/commerce-ui/card-frame';
import { type ComponentType, createContext, useContext } from 'react';

/** What the card fields let their page do: tokenize the card, show the server's errors under the fields. */
export type CardFieldsHandle = CardFrameHandle;
export type CardFieldsProps = CardFrameProps;

/**
 * Which card fields the payment screen renders. The screen never imports them itself: the route
 * screen and the element provide the platform's card frame (loaded only with the payment step),
 * tests and stories a stand-in, so the screen is the same code in all three.
 */
export const CardFieldsContext = createContext<ComponentType<CardFieldsProps> | null>(null);

export function useCardFields(): ComponentType<CardFieldsProps> | null {
  return useContext(CardFieldsContext);
}
