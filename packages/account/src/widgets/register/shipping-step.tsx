import { UsStateSelect } from '@showroom/commerce-ui/address';
import { TextField } from '@showroom/ui/form';
import type { RegistrationValues } from './registration-values.ts';
import type { StepProps } from './step-props.ts';

type ShippingField = Extract<
  keyof RegistrationValues,
  'shipping_street' | 'shipping_apartment' | 'shipping_city' | 'shipping_state' | 'shipping_zip_code'
>;

/** Step 2: the shipping address (a US state from the list, a ZIP code of it); the apartment is optional. */
export function ShippingStep({ values, setField, errorFor }: StepProps) {
  const text = (name: ShippingField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    error: errorFor(name),
  });
  return (
    <>
      <TextField label="Street" autoComplete="shipping address-line1" {...text('shipping_street')} />
      <TextField
        label="Apartment, suite (optional)"
        autoComplete="shipping address-line2"
        {...text('shipping_apartment')}
      />
      <div className="sr-form-card__row">
        <TextField label="City" autoComplete="shipping address-level2" {...text('shipping_city')} />
        <UsStateSelect autoComplete="shipping address-level1" {...text('shipping_state')} />
        <TextField label="Zip code" autoComplete="shipping postal-code" {...text('shipping_zip_code')} />
      </div>
    </>
  );
}
