import { MESSAGES } from '@showroom/contract';
import { Button, StyleSheet } from '@showroom/ui';
import { AccountLinks } from './account-links.tsx';
import css from './account-screen.css?inline';
import { AccountSkeleton } from './account-skeleton.tsx';
import { PaymentDetailsCard } from './payment-details-card.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { ShippingAddressForm } from './shipping-address-form.tsx';
import { useProfile } from './use-profile.ts';

/**
 * My Account (/account): the profile, the shipping address form with the shipping charge, the
 * saved card (masked) and links to Change password and Notifications. A skeleton while loading;
 * a retry when the profile could not be loaded.
 */
export function AccountScreen() {
  const { load, retry, update } = useProfile();
  return (
    <section className="sr-account">
      <StyleSheet name="sr-account-screen" css={css} />
      <header className="sr-account__header">
        <h1 className="sr-account__title">My Account</h1>
        <AccountLinks />
      </header>
      {load.kind === 'loading' && <AccountSkeleton />}
      {load.kind === 'error' && (
        <div className="sr-account__error" role="alert">
          <p>{MESSAGES.accountLoadFailed}</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {load.kind === 'ready' && (
        <div className="sr-account__grid">
          <ProfileSummary profile={load.profile} />
          <PaymentDetailsCard details={load.profile.payment_details} />
          <ShippingAddressForm
            address={load.profile.shipping_address}
            shippingCharge={load.profile.shipping_charge}
            onSaved={update}
          />
        </div>
      )}
    </section>
  );
}
