import { CHECKOUT_SCREEN_MESSAGES } from '@showroom/contract/checkout';

/** What happens after the order (spec §9 constants: accepted within 48 hours, 1-3 weeks, 60 minutes). */
export function WhatHappensNext() {
  return (
    <section className="sr-page-card" aria-label="What happens next">
      <h2 className="sr-page-card__heading">What happens next</h2>
      <ul className="sr-checkout-next">
        <li>{CHECKOUT_SCREEN_MESSAGES.nextAccepted}</li>
        <li>{CHECKOUT_SCREEN_MESSAGES.nextDelivery}</li>
        <li>{CHECKOUT_SCREEN_MESSAGES.nextCancel}</li>
      </ul>
    </section>
  );
}
