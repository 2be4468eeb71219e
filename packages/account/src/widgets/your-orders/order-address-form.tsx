import { UsStateSelect } from '@showroom/commerce-ui/address';
import { formatMessage } from '@showroom/contract';
import { usStateOf } from '@showroom/contract/account';
import { ORDER_MESSAGES, type OrderDetail, orderAddressChangeRequestSchema } from '@showroom/contract/orders';
import { changeOrderAddress } from '@showroom/core/orders';
import { Button } from '@showroom/ui';
import { TextField, useSchemaForm } from '@showroom/ui/form';
import { useId } from 'react';

type AddressValues = Record<'street' | 'apartment' | 'city' | 'state' | 'zip_code', string>;

export interface OrderAddressFormProps {
  order: OrderDetail;
  /** The order as the server answered after the change. */
  onChanged: (order: OrderDetail) => void;
  onCancel: () => void;
}

/**
 * Changes where a placed order ships, within the window (spec §9: 60 minutes) and within the order's
 * state, where its tax was charged (decision 0079). The server checks both again; its field errors
 * show under their fields, its other refusals as a toast.
 */
export function OrderAddressForm({ order, onChanged, onCancel }: OrderAddressFormProps) {
  const current = order.shipping_address;
  const form = useSchemaForm<AddressValues>(orderAddressChangeRequestSchema, {
    street: current.street,
    apartment: current.apartment ?? '',
    city: current.city,
    state: current.state,
    zip_code: current.zip_code,
  });
  const headingId = useId();
  const state = usStateOf(current.state)?.name ?? current.state;

  const onSubmit = form.submit(async (values) => {
    onChanged(await changeOrderAddress(order.id, orderAddressChangeRequestSchema.parse(values)));
  });

  return (
    <section className="sr-order__address-form" aria-labelledby={headingId}>
      <h3 id={headingId}>Change the shipping address</h3>
      <p className="sr-order__address-lead">{formatMessage(ORDER_MESSAGES.addressChangeLead, { state })}</p>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <TextField label="Street" {...form.text('street')} autoComplete="shipping address-line1" required />
        <TextField
          label="Apartment, suite (optional)"
          {...form.text('apartment')}
          autoComplete="shipping address-line2"
        />
        <TextField label="City" {...form.text('city')} autoComplete="shipping address-level2" required />
        <UsStateSelect {...form.text('state')} autoComplete="shipping address-level1" required />
        <TextField label="Zip code" {...form.text('zip_code')} autoComplete="shipping postal-code" required />
        <div className="sr-order__actions">
          <Button type="submit" busy={form.busy}>
            Save address
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Keep the address
          </Button>
        </div>
      </form>
    </section>
  );
}
