import { ShippingAddressForm } from '@showroom/commerce-ui/address';
import { ACCOUNT_MESSAGES, profileResponseSchema } from '@showroom/contract/account';
import { api } from '@showroom/core';
import { StyleSheet, useResource } from '@showroom/ui';
import { PageStyles } from '@showroom/ui/page';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { AccountLinks } from './account-links.tsx';
import css from './account-screen.css?inline';
import { AccountSkeleton } from './account-skeleton.tsx';
import { PaymentDetailsCard } from './payment-details-card.tsx';
import { ProfileSummary } from './profile-summary.tsx';

/**
 * My Account (/account): the profile, the shipping address form with the shipping charge, the
 * saved card (masked) and links to Change password and Notifications. A skeleton while loading;
 * a retry when the profile could not be loaded (the API client has shown its toast, or gone to
 * Login on a 401). A save updates the parts it changed instead of loading the profile again.
 */
export function AccountScreen() {
  const {
    state: profile,
    retry,
    update,
  } = useResource('profile', (signal) =>
    api.get('profile', { schema: profileResponseSchema, signal }).then((body) => body.data),
  );
  return (
    <section className="sr-page sr-account">
      <PageStyles />
      <StyleSheet name="sr-account-screen" css={css} />
      <header className="sr-account__header">
        <h1 className="sr-page__title">My Account</h1>
        <AccountLinks />
      </header>
      {profile.status === 'loading' && <AccountSkeleton />}
      {profile.status === 'error' && (
        <LoadFailed
          className="sr-account__error"
          message={ACCOUNT_MESSAGES.accountLoadFailed}
          onRetry={retry}
        />
      )}
      {profile.status === 'ready' && (
        <div className="sr-account__grid">
          <ProfileSummary profile={profile.data} />
          <PaymentDetailsCard details={profile.data.payment_details} />
          <ShippingAddressForm
            className="sr-page-card sr-account__card--wide"
            address={profile.data.shipping_address}
            shippingCharge={profile.data.shipping_charge}
            onSaved={(changes) => update((current) => ({ ...current, ...changes }))}
          />
        </div>
      )}
    </section>
  );
}
