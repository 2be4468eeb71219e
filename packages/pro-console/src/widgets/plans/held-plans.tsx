import {
  PLAN_MESSAGES,
  PLAN_RENEWAL_NOTE,
  type PlanKey,
  type PlanSubscription,
} from '@showroom/contract/pro';
import { cardBrandName, formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';
import { useState } from 'react';

function Holding({
  subscription,
  onCancel,
}: {
  subscription: PlanSubscription;
  onCancel: (plan: PlanKey) => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const { name, amount, paid_until: paidUntil, cancelled_at: cancelledAt, card } = subscription;
  const cardText = card ? ` to your ${cardBrandName(card.brand)} card ending in ${card.last4}` : '';
  return (
    <li className="sr-plans__held">
      <p>
        <strong>{name}</strong>, {formatUsd(amount)} a month.{' '}
        {paidUntil &&
          (cancelledAt
            ? `Cancelled: stays active until ${formatDate(paidUntil)} and will not renew.`
            : `Renews on ${formatDate(paidUntil)}${cardText}.`)}
      </p>
      {!cancelledAt &&
        (confirming ? (
          <fieldset className="sr-plans__actions sr-plans__confirm">
            <legend>Stop renewing {name}?</legend>
            <Button
              busy={busy}
              onClick={async () => {
                setBusy(true);
                await onCancel(subscription.plan).finally(() => setBusy(false));
              }}
            >
              Yes, cancel {name}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it
            </Button>
          </fieldset>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel {name}
          </Button>
        ))}
    </li>
  );
}

/**
 * What the pro holds now, each with its renewal date and Cancel, and the renewals that failed with the
 * processor's words (a failed plan can be bought again above).
 */
export function HeldPlans({
  subscriptions,
  onCancel,
}: {
  subscriptions: readonly PlanSubscription[];
  onCancel: (plan: PlanKey) => Promise<void>;
}) {
  const active = subscriptions.filter((each) => each.status === 'active');
  // A renewal's failure (a plan that was paid before) until the plan is held again; newest first, once each.
  const settled = new Set(active.map((each) => each.plan));
  const failed = subscriptions.filter((each) => {
    if (each.status !== 'failed' || !each.paid_until || settled.has(each.plan)) return false;
    settled.add(each.plan);
    return true;
  });
  return (
    <section className="sr-page-card" aria-labelledby="sr-plans-held">
      <h2 id="sr-plans-held" className="sr-page-card__heading">
        Your plans
      </h2>
      {failed.map((each) => (
        <p key={each.id} className="sr-plans__note sr-plans__note--error" role="alert">
          {PLAN_MESSAGES.renewalFailed} {each.name}. {each.failure} Buy it again below to keep it.
        </p>
      ))}
      {active.length === 0 ? (
        <p className="sr-page-muted">You have no plan yet: choose one below.</p>
      ) : (
        <ul className="sr-plans__held-list">
          {active.map((each) => (
            <Holding key={each.id} subscription={each} onCancel={onCancel} />
          ))}
        </ul>
      )}
      <p className="sr-page-muted">{PLAN_RENEWAL_NOTE}</p>
    </section>
  );
}
