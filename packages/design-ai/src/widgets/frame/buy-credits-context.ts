import { createContext, useContext } from 'react';

/** Opens the Buy credits dialog of the frame (the header's button, the form's "not enough credits"). */
export const BuyCreditsContext = createContext<() => void>(() => {});

export function useOpenBuyCredits(): () => void {
  return useContext(BuyCreditsContext);
}
