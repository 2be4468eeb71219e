import { TextField } from '@showroom/ui/form';
import { useId, useRef } from 'react';
import { CardBrandBadge } from './card-brand-badge.tsx';
import { formatCvc, formatExpiry, isValidExpiry, readCardNumber } from './card-input.ts';
import { CvcTooltip } from './cvc-tooltip.tsx';
import type { RegistrationValues } from './registration-values.ts';
import type { StepProps } from './step-props.ts';

type BillingField = Extract<
  keyof RegistrationValues,
  'name_on_Card' | 'pay_street' | 'pay_state' | 'pay_city' | 'pay_zip_code'
>;

/**
 * Step 3, optional: the card (number grouped by brand with its badge, MM/YY expiry, CVV with its
 * tooltip) and the billing address. A complete valid number moves on to the name on the card, a
 * valid expiry to the CVV (spec §5).
 */
export function PaymentStep({ values, setField, errorFor }: StepProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const cvvRef = useRef<HTMLInputElement>(null);
  const tooltipId = useId();
  const card = readCardNumber(values.card_number);

  const text = (name: BillingField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    error: errorFor(name),
  });

  function onCardNumber(typed: string) {
    const next = readCardNumber(typed);
    setField('card_number', next.formatted);
    const cvv = formatCvc(values.cvv, next.cvcSize);
    if (cvv !== values.cvv) setField('cvv', cvv);
    if (next.valid && !card.valid) nameRef.current?.focus();
  }

  function onExpiry(typed: string) {
    const formatted = formatExpiry(typed);
    setField('exp_date', formatted);
    if (isValidExpiry(formatted) && !isValidExpiry(values.exp_date)) cvvRef.current?.focus();
  }

  return (
    <>
      <p className="sr-register__optional">Adding a card now is optional; you can do it at checkout.</p>
      <TextField
        label="Card number"
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="#### #### #### ####"
        maxLength={card.maxLength}
        value={values.card_number}
        onChange={(event) => onCardNumber(event.target.value)}
        error={errorFor('card_number')}
        end={<CardBrandBadge brand={card.brand} />}
      />
      <TextField ref={nameRef} label="Name on card" autoComplete="cc-name" {...text('name_on_Card')} />
      <div className="sr-form-card__row">
        <TextField
          label="Expiration (MM/YY)"
          name="exp_date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={values.exp_date}
          onChange={(event) => onExpiry(event.target.value)}
          error={errorFor('exp_date')}
        />
        <TextField
          ref={cvvRef}
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={card.cvcSize}
          value={values.cvv}
          onChange={(event) => setField('cvv', formatCvc(event.target.value, card.cvcSize))}
          error={errorFor('cvv')}
          describedBy={tooltipId}
          end={<CvcTooltip id={tooltipId} size={card.cvcSize} />}
        />
      </div>
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
