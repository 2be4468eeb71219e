import { PLAN_KEYS, PLAN_OFFERS, type PlanBilling, type PlanKey } from '@showroom/contract/pro';
import { formatDate, formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';

/** The plan of this key the pro holds now (active, or being bought), if any. */
export function heldPlan(billing: PlanBilling, plan: PlanKey) {
  return billing.subscriptions.find(
    (each) => each.plan === plan && ['active', 'pending'].includes(each.status),
  );
}

/** The three offers, each with its price a month, what it gives, and Buy or where it stands. */
export function PlanOffers({
  billing,
  choosing,
  onChoose,
}: {
  billing: PlanBilling;
  choosing: PlanKey | null;
  onChoose: (plan: PlanKey) => void;
}) {
  return (
    <ul className="sr-plans__offers" aria-label="Plans">
      {PLAN_KEYS.map((key) => {
        const offer = PLAN_OFFERS[key];
        const held = heldPlan(billing, key);
        return (
          <li key={key} className="sr-page-card sr-plans__offer">
            <h2 className="sr-page-card__heading">{offer.name}</h2>
            <p className="sr-plans__price">
              {formatUsd(offer.amount)} <span className="sr-page-muted">a month</span>
            </p>
            <p>{offer.text}</p>
            {held?.status === 'active' ? (
              <p className="sr-plans__badge">
                Active
                {held.paid_until &&
                  ` · ${held.cancelled_at ? 'ends' : 'renews'} ${formatDate(held.paid_until)}`}
              </p>
            ) : held?.status === 'pending' ? (
              <p className="sr-plans__badge">Payment being confirmed</p>
            ) : (
              <Button
                variant={choosing === key ? 'secondary' : 'primary'}
                aria-pressed={choosing === key}
                onClick={() => onChoose(key)}
              >
                Buy {offer.name}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
