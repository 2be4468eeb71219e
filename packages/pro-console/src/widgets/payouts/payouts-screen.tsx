import { BankAccountForm } from '@showroom/commerce-ui/bank-account';
import { ROUTE_PATHS } from '@showroom/contract';
import { PAYOUT_TEXTS } from '@showroom/contract/pro';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { loadPayoutSetup, saveBankAccount } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { PayoutBalancesCard } from './payout-balances.tsx';
import { PayoutHistory } from './payout-history.tsx';
import css from './payouts.css?inline';

/** `/payout_setup` (issue #23, console "Payouts"): the bank account, the balances and the payouts. */
export function PayoutsScreen() {
  const { state, retry, update } = useResource(
    'pro-payout-setup',
    async (signal) => (await loadPayoutSetup(signal)).data,
  );
  return (
    <ConsoleFrame title={PAYOUT_TEXTS.title} current={ROUTE_PATHS.payoutSetup}>
      <StyleSheet name="sr-payouts" css={css} />
      {state.status === 'ready' && (
        <>
          <PayoutBalancesCard balances={state.data.balances} />
          <BankAccountForm
            account={state.data.bank_account}
            save={saveBankAccount}
            onSaved={(answer) => update(() => answer.data)}
          />
          <PayoutHistory payouts={state.data.payouts} />
        </>
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your payouts could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </ConsoleFrame>
  );
}
