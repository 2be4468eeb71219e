import type { PaymentDetails } from '@showroom/contract/account';
import { CHECKOUT_SCREEN_MESSAGES } from '@showroom/contract/checkout';
import { CheckboxField } from '@showroom/ui/form';
import { type ComponentType, type RefObject, Suspense, useId } from 'react';
import type { CardFieldsHandle, CardFieldsProps } from '../../payment/card-fields.ts';
import { CardSummary } from '../shared/card-summary.tsx';
import { FocusedAlert } from '../shared/focused-alert.tsx';

export interface PaymentMethodsProps {
  savedCard: PaymentDetails | null;
  method: 'saved' | 'new';
  onMethod: (method: 'saved' | 'new') => void;
  /** The card fields to render for a new card; null when none are available. */
  CardFields: ComponentType<CardFieldsProps> | null;
  cardFieldsRef: RefObject<CardFieldsHandle | null>;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  /** The processor's (or server's) refusal of the last payment, shown by the card. */
  refusal: string | null;
  disabled: boolean;
}

/**
 * How to pay: the saved card (brand, •••• last four, expiry) or a new card in the card fields with
 * "Save this card". A refusal shows by the method it refused.
 */
export function PaymentMethods({
  savedCard,
  method,
  onMethod,
  CardFields,
  cardFieldsRef,
  saveCard,
  onSaveCard,
  refusal,
  disabled,
}: PaymentMethodsProps) {
  const name = useId();
  // Pay clears the refusal first, so a second refusal mounts (is focused and announced) anew.
  const refusalNote = refusal && <FocusedAlert>{refusal}</FocusedAlert>;
  return (
    <section className="sr-page-card" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className="sr-page-card__heading">
        Pay with
      </h2>
      <fieldset className="sr-checkout-methods" disabled={disabled}>
        <legend className="sr-visually-hidden">Payment method</legend>
        {savedCard && (
          <div className="sr-checkout-method">
            <label className="sr-checkout-method__choice">
              <input
                type="radio"
                name={name}
                checked={method === 'saved'}
                onChange={() => onMethod('saved')}
              />
              <span className="sr-visually-hidden">Saved card: </span>
              <CardSummary brand={savedCard.brand} last4={savedCard.last4} expiry={savedCard.exp_date} />
            </label>
            {method === 'saved' && refusalNote}
          </div>
        )}
        {CardFields && (
          <div className="sr-checkout-method">
            <label className="sr-checkout-method__choice">
              <input type="radio" name={name} checked={method === 'new'} onChange={() => onMethod('new')} />
              New card
            </label>
            {method === 'new' && (
              <>
                <Suspense
                  fallback={<p className="sr-page-muted">{CHECKOUT_SCREEN_MESSAGES.cardFieldsLoading}</p>}
                >
                  <CardFields ref={cardFieldsRef} />
                </Suspense>
                {refusalNote}
                <CheckboxField
                  name="save_card"
                  label="Save this card for next time"
                  checked={saveCard}
                  onChange={(event) => onSaveCard(event.target.checked)}
                />
              </>
            )}
          </div>
        )}
        {!CardFields && method === 'new' && refusalNote}
      </fieldset>
    </section>
  );
}
