import { cardBrandName } from '@showroom/core/format';

export interface CardSummaryProps {
  brand: string;
  last4: string;
  /** `MM/YY`, when known. */
  expiry?: string | null;
}

/**
 * A card as it may be shown: brand badge and name, •••• and the last four digits, expiry. Built
 * from the last four only, so no longer number can be shown even if one were sent.
 */
export function CardSummary({ brand, last4, expiry = null }: CardSummaryProps) {
  const name = cardBrandName(brand);
  const digits = last4.replace(/\D/g, '').slice(-4);
  return (
    <span className="sr-checkout-card-summary">
      <span className="sr-checkout-brand" aria-hidden="true">
        {name}
      </span>{' '}
      <span className="sr-visually-hidden">{name} </span>
      <span className="sr-checkout-card-number">
        <span aria-hidden="true">•••• </span>
        <span className="sr-visually-hidden">ending in </span>
        {digits}
      </span>
      {expiry && <span className="sr-page-muted"> · Expires {expiry}</span>}
    </span>
  );
}
