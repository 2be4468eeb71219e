import {
  ACCOUNT_MESSAGES,
  type Profile,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  type ShippingAddress,
} from '@showroom/contract/account';
import { api, notify } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { Button, StyleSheet } from '@showroom/ui';
import { TextField, useSchemaForm } from '@showroom/ui/form';
import { type ReactNode, useId } from 'react';
import css from './shipping-address-form.css?inline';
import { UsStateSelect } from './us-state-select.tsx';

type AddressField = 'street' | 'apartment' | 'city' | 'state' | 'zip_code';
type TextAddressField = Exclude<AddressField, 'state'>;
type AddressValues = Record<AddressField, string>;

function initialValues(address: ShippingAddress | null): AddressValues {
  return {
    street: address?.street ?? '',
    apartment: address?.apartment ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip_code: address?.zip_code ?? '',
  };
}

export interface ShippingAddressFormProps {
  address: ShippingAddress | null;
  shippingCharge: number;
  /** The saved address and the shipping charge the server quoted for it. */
  onSaved: (changes: Pick<Profile, 'shipping_address' | 'shipping_charge'>) => void;
  /** Sends the spec's checkout flag (`checkout: 1`), as the checkout page does (spec §7). */
  checkout?: boolean;
  /** Classes of the surrounding card, so each screen frames the form its own way. */
  className?: string;
  /** A second action beside Save (e.g. checkout's Cancel while editing). */
  secondaryAction?: ReactNode;
  /** What must change before the address is usable (e.g. checkout's saved address from before the US rule). */
  notice?: string | null | undefined;
}

/**
 * Edit the shipping address (`PUT /api/profile`, spec §7): the state from a select of the US
 * states, a ZIP code of that state (decision 0079). The contract's own schema checks it
 * first, so the messages match the server's; the field errors of its own call (422) show under
 * their fields, and its message appears as a success toast. What was typed stays in the form
 * whatever the answer.
 */
export function ShippingAddressForm({
  address,
  shippingCharge,
  onSaved,
  checkout = false,
  className,
  secondaryAction,
  notice,
}: ShippingAddressFormProps) {
  const form = useSchemaForm(profileUpdateRequestSchema, initialValues(address));
  const headingId = useId();

  const onSubmit = form.submit(async (values) => {
    const request = profileUpdateRequestSchema.parse(values);
    const body = await api.put('profile', {
      schema: profileUpdateResponseSchema,
      body: checkout ? { ...request, checkout: 1 } : request,
    });
    const { street, city, state, zip_code, apartment } = request;
    notify.success(body.message || ACCOUNT_MESSAGES.profileUpdated);
    onSaved({
      shipping_address: { street, city, state, zip_code, apartment: apartment ?? null },
      shipping_charge: body.data.shipping_charge,
    });
  });

  const field = (name: TextAddressField, label: string, autoComplete: string, required = true) => (
    <TextField
      className={`sr-address__${name}`}
      label={label}
      {...form.text(name)}
      autoComplete={autoComplete}
      required={required}
    />
  );

  return (
    <section className={className} aria-labelledby={headingId}>
      <StyleSheet name="sr-shipping-address-form" css={css} />
      <h2 id={headingId} className="sr-address-card__heading">
        Shipping address
      </h2>
      <p className="sr-address-card__muted">
        Shipping charge: <strong className="sr-address-card__charge">{formatUsd(shippingCharge)}</strong>
      </p>
      {notice && (
        <p className="sr-address__notice" role="alert">
          {notice}
        </p>
      )}
      <form ref={form.formRef} className="sr-address" onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        {field('street', 'Street', 'shipping address-line1')}
        {field('apartment', 'Apartment, suite (optional)', 'shipping address-line2', false)}
        {field('city', 'City', 'shipping address-level2')}
        <UsStateSelect
          className="sr-address__state"
          {...form.text('state')}
          autoComplete="shipping address-level1"
          required
        />
        {field('zip_code', 'Zip code', 'shipping postal-code')}
        <div className="sr-address__actions">
          <Button type="submit" busy={form.busy}>
            Save address
          </Button>
          {secondaryAction}
        </div>
      </form>
    </section>
  );
}
