import { ROUTE_PATHS } from '@showroom/contract';
import type { PlanBilling, PlanKey } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { useState } from 'react';
import { cancelPlan, loadPlanBilling } from '../../api/pro-calls.ts';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import { HeldPlans } from './held-plans.tsx';
import { PlanCheckout } from './plan-checkout.tsx';
import { PlanOffers } from './plan-offers.tsx';
import { keptAttempt } from './plan-purchase.ts';
import { PlanReceipts } from './plan-receipts.tsx';
import css from './plans.css?inline';

function BrandingNote({ branding }: { branding: boolean }) {
  return (
    <p className="sr-page-muted" role="status">
      {branding
        ? 'Your plan shows your theme colour and logo in your showroom and on your site.'
        : 'Your showroom shows the platform’s colours: Premium or the custom addon shows your theme colour and logo.'}
    </p>
  );
}

/**
 * `/pro/plans` (issue #23, item 9): what the pro holds (renewal date, Cancel, a failed renewal), the
 * plans to buy with the saved card or a new one in the card frame, and the receipts. Theme and logo
 * follow the plan at once: the server drops every process's cached shop profiles.
 */
export function PlansScreen() {
  const { state, retry, update } = useResource(
    'pro-plans',
    async (signal) => (await loadPlanBilling(signal)).data,
  );
  // A purchase left unconfirmed before a reload opens again, to be finished with the same key.
  const [choosing, setChoosing] = useState<PlanKey | null>(() => keptAttempt()?.request.plan ?? null);

  function onBought(billing: PlanBilling, message: string) {
    update(() => billing);
    setChoosing(null);
    notify.success(message);
  }

  async function onCancel(plan: PlanKey) {
    try {
      const answer = await cancelPlan(plan);
      update(() => answer.data);
      notify.success(answer.message);
    } catch {
      // The API client showed the server's message.
    }
  }

  return (
    <ConsoleFrame title="Plans and billing" current={ROUTE_PATHS.proPlans}>
      <StyleSheet name="sr-plans" css={css} />
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your plans could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <p className="sr-page-muted" role="status">
          Loading your plans…
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <HeldPlans subscriptions={state.data.subscriptions} onCancel={onCancel} />
          <BrandingNote branding={state.data.branding} />
          <PlanOffers billing={state.data} choosing={choosing} onChoose={setChoosing} />
          {choosing && (
            <PlanCheckout
              key={choosing}
              plan={choosing}
              savedCard={state.data.saved_card}
              onBought={onBought}
              onClose={() => setChoosing(null)}
            />
          )}
          <PlanReceipts receipts={state.data.receipts} />
        </>
      )}
    </ConsoleFrame>
  );
}
