import {
  PROFILE_UPDATED,
  type Profile,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  type ShippingAddress,
} from '@showroom/contract/account';
import { api, fieldErrors, notify } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { Button, TextField } from '@showroom/ui';
import { type FormEvent, useId, useRef, useState } from 'react';

const FIELDS = ['street', 'apartment', 'city', 'state', 'zip_code'] as const;
type AddressField = (typeof FIELDS)[number];
type AddressValues = Record<AddressField, string>;
type ClientErrors = Partial<Record<AddressField, string>>;

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
}

/**
 * Edit the shipping address (`PUT /api/profile`, spec §7). The contract's own schema checks it
 * first, so the messages match the server's; the server's field errors (422) show under their
 * fields through the shared error store, and its message appears as a success toast. What was
 * typed stays in the form whatever the answer.
 */
export function ShippingAddressForm({ address, shippingCharge, onSaved }: ShippingAddressFormProps) {
  const [values, setValues] = useState(() => initialValues(address));
  const [errors, setErrors] = useState<ClientErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const focusField = (name: string | undefined) => {
    const field = name ? formRef.current?.elements.namedItem(name) : null;
    if (field instanceof HTMLElement) field.focus();
  };

  function onChange(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = profileUpdateRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: ClientErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as AddressField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      focusField(FIELDS.find((field) => found[field]));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = await api.put('profile', { schema: profileUpdateResponseSchema, body: parsed.data });
      const { street, city, state, zip_code, apartment } = parsed.data;
      notify.success(body.message || PROFILE_UPDATED);
      onSaved({
        shipping_address: { street, city, state, zip_code, apartment: apartment ?? null },
        shipping_charge: body.data.shipping_charge,
      });
    } catch {
      // The catalogue has shown its toast and stored any field errors; the typed values stay.
      const failing = Object.keys(fieldErrors.store.getState().errors);
      focusField(FIELDS.find((field) => failing.includes(field)));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: AddressField, label: string, autoComplete: string, required = true) => (
    <TextField
      className={`sr-address__${name}`}
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errors[name]}
      showServerError
      autoComplete={autoComplete}
      required={required}
    />
  );

  return (
    <section className="sr-account__card sr-account__card--wide" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-account__heading">
        Shipping address
      </h2>
      <p className="sr-account__muted">
        Shipping charge: <strong className="sr-account__charge">{formatUsd(shippingCharge)}</strong>
      </p>
      <form ref={formRef} className="sr-address" onSubmit={onSubmit} noValidate aria-busy={saving}>
        {field('street', 'Street', 'shipping address-line1')}
        {field('apartment', 'Apartment, suite (optional)', 'shipping address-line2', false)}
        {field('city', 'City', 'shipping address-level2')}
        {field('state', 'State', 'shipping address-level1')}
        {field('zip_code', 'Zip code', 'shipping postal-code')}
        <div className="sr-address__actions">
          <Button type="submit" busy={saving}>
            Save address
          </Button>
        </div>
      </form>
    </section>
  );
}
