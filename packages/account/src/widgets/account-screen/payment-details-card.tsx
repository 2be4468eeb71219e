import type { PaymentDetails } from '@showroom/contract/account';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { cardBrandName } from '@showroom/core/format';
import { useId } from 'react';

/**
 * The saved card, masked: brand, last four digits and expiry. Built from `brand` and `last4`
 * only, never from `card_number`, so even a server that sent more digits could not leak them here.
 */
export function PaymentDetailsCard({ details }: { details: PaymentDetails | null }) {
  const headingId = useId();
  const last4 = details?.last4.replace(/\D/g, '').slice(-4);
  const billing = details && [details.street, details.city, details.state, details.zip_code].filter(Boolean);
  return (
    <section className="sr-page-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-page-card__heading">
        Payment details
      </h2>
      {details && last4 ? (
        <div className="sr-account__payment">
          <p className="sr-account__card-number">
            <span className="sr-account__brand">{cardBrandName(details.brand)}</span>{' '}
            <span aria-hidden="true">•••• </span>
            <span className="sr-visually-hidden">ending in </span>
            {last4}
          </p>
          <p className="sr-page-muted">Expires {details.exp_date}</p>
          {details.name_on_Card && <p className="sr-page-muted">{details.name_on_Card}</p>}
          {billing && billing.length > 0 && (
            <p className="sr-page-muted">Billing address: {billing.join(', ')}</p>
          )}
        </div>
      ) : (
        <p className="sr-page-muted">{ACCOUNT_MESSAGES.noSavedCard}</p>
      )}
    </section>
  );
}
