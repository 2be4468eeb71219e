import { ROUTE_PATHS } from '@showroom/contract';
import { VENDOR_SETUP_LABELS } from '@showroom/contract/vendor';
import { Button, ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadVendorAccount } from '../../api/vendor-calls.ts';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { AccountForm } from './account-form.tsx';
import css from './vendor-home.css?inline';

/**
 * `/vendor` (issue #24): what the account set-up still lacks until it is complete, the account's form,
 * and the way to the vendor's products.
 */
export function VendorHomeScreen() {
  const { state, retry, update } = useResource(
    'vendor-account',
    async (signal) => (await loadVendorAccount(signal)).data,
  );
  return (
    <VendorFrame title="Vendor portal" current={ROUTE_PATHS.vendorPortal}>
      <StyleSheet name="sr-vendor-home" css={css} />
      {state.status === 'error' ? (
        <FormStatus tone="error">
          Your account could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      ) : state.status !== 'ready' ? (
        <div className="sr-page-skeleton" aria-busy="true" />
      ) : (
        <>
          <section className="sr-page-card" aria-labelledby="sr-vendor-setup">
            <h2 id="sr-vendor-setup" className="sr-page-card__heading">
              {state.data.missing.length === 0 ? 'Your account is complete' : 'To finish your account'}
            </h2>
            {state.data.missing.length === 0 ? (
              <p>
                Showrooms sell your products.{' '}
                <ShellLink to={ROUTE_PATHS.vendorProducts}>See your products</ShellLink> or{' '}
                <ShellLink to={ROUTE_PATHS.vendorProductNew}>add one</ShellLink>.
              </p>
            ) : (
              <ul className="sr-vendor-home__missing">
                {state.data.missing.map((step) => (
                  <li key={step}>
                    {/* Payout details are given on the Payouts screen, not in the form below. */}
                    {step === 'payout' ? (
                      <ShellLink to={ROUTE_PATHS.vendorPayouts}>{VENDOR_SETUP_LABELS[step]}</ShellLink>
                    ) : (
                      VENDOR_SETUP_LABELS[step]
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <AccountForm account={state.data} onSaved={(account) => update(() => account)} />
        </>
      )}
    </VendorFrame>
  );
}
