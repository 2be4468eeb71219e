import { ROUTE_PATHS } from '@showroom/contract';

/**
 * The step `<showroom-checkout>` shows, with its query (`/checkout-payment?coupon=X`), kept in this
 * tab's sessionStorage: the element's steps do not change the pro's page address, so this is what
 * the shell's address is to its routes. A reload shows the same step with the same applied coupon.
 * The thank-you step is not kept: the next visit to a checkout page in this tab starts a new
 * purchase, not an old order's confirmation (which /your_orders keeps).
 */
export const CHECKOUT_ELEMENT_STEP_KEY = 'showroom_checkout_element_step';

/** The remembered step's path, or null (none, or storage is blocked). */
export function readElementStep(): string | null {
  try {
    return sessionStorage.getItem(CHECKOUT_ELEMENT_STEP_KEY);
  } catch {
    // Storage denied (a sandboxed frame): the element starts at checkout, as before.
    return null;
  }
}

/** Remembers a checkout or payment step; any other step (thank you) forgets the one kept. */
export function rememberElementStep(path: string): void {
  try {
    if (path.startsWith(ROUTE_PATHS.thankYou)) sessionStorage.removeItem(CHECKOUT_ELEMENT_STEP_KEY);
    else sessionStorage.setItem(CHECKOUT_ELEMENT_STEP_KEY, path);
  } catch {
    // Storage full or denied: the step still holds for this page's life.
  }
}
