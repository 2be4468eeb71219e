import type { SavedCardSummary } from '@showroom/contract/payments';
import { cardBrandName } from '@showroom/core/format';
import { StyleSheet } from '@showroom/ui';
import { useId } from 'react';
import css from './pay-with.css?inline';

export type PayWithMethod = 'saved' | 'new';

export interface PayWithFieldsetProps {
  /** The payer's saved card (brand, last four, expiry), or null: then only a new card is offered. */
  savedCard: SavedCardSummary | null;
  method: PayWithMethod;
  onMethodChange: (method: PayWithMethod) => void;
  /** While paying, or once an attempt was sent (its card can no longer change). */
  disabled?: boolean;
}

/**
 * "Pay with": the saved card or a new one, for every payment step that takes a card outside checkout (a
 * pro's plan, a designer's fee). The card fields themselves are the card-frame entry, loaded lazily by
 * the caller only when "New card" is chosen.
 */
export function PayWithFieldset({
  savedCard,
  method,
  onMethodChange,
  disabled = false,
}: PayWithFieldsetProps) {
  const name = useId();
  return (
    <fieldset className="sr-pay-with" disabled={disabled}>
      <StyleSheet name="sr-pay-with" css={css} />
      <legend>Pay with</legend>
      {savedCard && (
        <label className="sr-pay-with__method">
          <input
            type="radio"
            name={name}
            checked={method === 'saved'}
            onChange={() => onMethodChange('saved')}
          />
          Saved card: {cardBrandName(savedCard.brand)} ending in {savedCard.last4} · Expires{' '}
          {savedCard.exp_date}
        </label>
      )}
      <label className="sr-pay-with__method">
        <input type="radio" name={name} checked={method === 'new'} onChange={() => onMethodChange('new')} />
        New card
      </label>
    </fieldset>
  );
}
