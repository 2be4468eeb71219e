import { ShippingAddressForm } from '@showroom/commerce-ui/address';
import type { Profile, ShippingAddress } from '@showroom/contract/account';
import { Button } from '@showroom/ui';
import { useId, useState } from 'react';

export interface AddressCardProps {
  address: ShippingAddress | null;
  /** Why the saved address cannot be taxed (from before the US-address rule): it opens in the form, with this said. */
  problem?: string | null | undefined;
  shippingCharge: number;
  /** The saved address and its shipping charge (`PUT /api/profile` with the checkout flag). */
  onSaved: (changes: Pick<Profile, 'shipping_address' | 'shipping_charge'>) => void;
}

/**
 * Where the order goes: the saved address with an Edit button, or the form when there is none
 * yet, the homeowner edits it, or the saved one cannot be taxed (decision 0079: corrected before
 * paying, never taxed at 0 %). Saving sends the checkout flag, so the answer's shipping charge
 * is the one this order pays.
 */
export function AddressCard({ address, problem = null, shippingCharge, onSaved }: AddressCardProps) {
  const [editing, setEditing] = useState(address === null);
  const headingId = useId();
  if (editing || address === null || problem) {
    return (
      <ShippingAddressForm
        notice={problem}
        className="sr-page-card"
        checkout
        address={address}
        shippingCharge={shippingCharge}
        onSaved={(changes) => {
          setEditing(false);
          onSaved(changes);
        }}
        secondaryAction={
          address &&
          !problem && (
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )
        }
      />
    );
  }
  return (
    <section className="sr-page-card" aria-labelledby={headingId}>
      <div className="sr-checkout-card__row">
        <h2 id={headingId} className="sr-page-card__heading">
          Shipping address
        </h2>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit address
        </Button>
      </div>
      <address className="sr-checkout-address">
        {address.street}
        {address.apartment && `, ${address.apartment}`}
        <br />
        {address.city}, {address.state} {address.zip_code}
      </address>
    </section>
  );
}
