import { lazy } from 'react';

const shipping = () => import('./shipping-step.tsx');
const payment = () => import('./payment-step.tsx');

/**
 * Registration's steps 2 and 3, not in the first screen's code (decision 0126): the address's state list
 * and the card frame with the payment schemas are only needed after Next, and on a phone their chunks
 * delayed the form's first paint (Lighthouse's largest paint is its heading).
 */
export const ShippingStep = lazy(() => shipping().then((module) => ({ default: module.ShippingStep })));
export const PaymentStep = lazy(() => payment().then((module) => ({ default: module.PaymentStep })));

/** Fetches both ahead of the Next press, once the visitor is in the form (an import is fetched once). */
export function preloadLaterSteps(): void {
  // A failed fetch is retried by the lazy step itself, which shows its error there.
  shipping().catch(() => undefined);
  payment().catch(() => undefined);
}
