import { CardFrame, type CardFrameHandle, type CardFrameState } from '@showroom/commerce-ui/card-frame';
import { TextField } from '@showroom/ui/form';
import type { Ref } from 'react';
import type { RegistrationValues } from './registration-values.ts';
import type { StepProps } from './step-props.ts';

type BillingField = Extract<
  keyof RegistrationValues,
  'pay_street' | 'pay_state' | 'pay_city' | 'pay_zip_code'
>;

export interface PaymentStepProps extends StepProps {
  cardFrame: Ref<CardFrameHandle>;
  onCardChange: (state: CardFrameState) => void;
}

/**
 * Step 3, optional: the card fields of the platform's card frame (number with its brand icon, name,
 * MM/YY expiry, CVV with its tooltip; the same fields as checkout, so the number never reaches this
 * page) and the billing address.
 */
export function PaymentStep({ values, setField, errorFor, cardFrame, onCardChange }: PaymentStepProps) {
  const text = (name: BillingField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    error: errorFor(name),
  });

  return (
    <>
      <p className="sr-register__optional">Adding a card now is optional; you can do it at checkout.</p>
      <CardFrame ref={cardFrame} onChange={onCardChange} />
      <fieldset className="sr-register__billing">
        <legend>Billing address</legend>
        <TextField label="Street" autoComplete="billing address-line1" {...text('pay_street')} />
        <div className="sr-form-card__row">
          <TextField label="City" autoComplete="billing address-level2" {...text('pay_city')} />
          <TextField label="State" autoComplete="billing address-level1" {...text('pay_state')} />
          <TextField label="Zip code" autoComplete="billing postal-code" {...text('pay_zip_code')} />
        </div>
      </fieldset>
    </>
  );
}
