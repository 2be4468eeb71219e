import type { CardFrameHandle } from '@showroom/commerce-ui/card-frame';
import { PayWithFieldset, type PayWithMethod } from '@showroom/commerce-ui/pay-with';
import { PLAN_OFFERS, type PlanBilling, type PlanKey } from '@showroom/contract/pro';
import { formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import {
  type BuyOutcome,
  keepAttempt,
  keptAttempt,
  newAttempt,
  type PurchaseAttempt,
  sendPurchase,
} from './plan-purchase.ts';

/** The platform's card fields (a frame of the platform origin: the number never reaches this page). */
const CardFrame = lazy(() =>
  import('@showroom/commerce-ui/card-frame').then((module) => ({ default: module.CardFrame })),
);

export const PLAN_CHECKOUT_TEXT = {
  unconfirmed:
    'We could not confirm the payment. Press Pay again: it finishes the same purchase and never charges twice.',
  cardKept: 'The card is kept with the payment processor (never by us) to renew the plan each month.',
  loadingCard: 'Loading the card fields…',
} as const;

export interface PlanCheckoutProps {
  plan: PlanKey;
  savedCard: PlanBilling['saved_card'];
  onBought: (billing: PlanBilling, message: string) => void;
  onClose: () => void;
}

/**
 * Paying for a plan: the saved card or a new one in the card fields, then "Pay $X a month". One
 * purchase per attempt key: a Pay after an unconfirmed answer re-sends the same attempt.
 */
export function PlanCheckout({ plan, savedCard, onBought, onClose }: PlanCheckoutProps) {
  const offer = PLAN_OFFERS[plan];
  const name = useId();
  const [method, setMethod] = useState<PayWithMethod>(savedCard ? 'saved' : 'new');
  const [paying, setPaying] = useState(false);
  // A purchase this tab sent without an answer (before a reload) is finished, never bought anew.
  const [kept] = useState(() => {
    const stored = keptAttempt();
    return stored?.request.plan === plan ? stored : null;
  });
  const [note, setNote] = useState<{ tone: 'error' | 'info'; text: string } | null>(
    kept && { tone: 'info', text: PLAN_CHECKOUT_TEXT.unconfirmed },
  );
  const cardFrame = useRef<CardFrameHandle>(null);
  const attempt = useRef<PurchaseAttempt | null>(kept);

  async function attemptOf(): Promise<PurchaseAttempt | BuyOutcome> {
    if (attempt.current) return attempt.current;
    if (method === 'saved') return newAttempt(plan, { saved_card: true });
    const result = await cardFrame.current?.tokenize();
    if (!result?.ok) return { kind: 'refused', message: result?.message ?? null };
    return newAttempt(plan, { card_token: result.card.token });
  }

  async function onPay() {
    if (paying) return;
    setPaying(true);
    setNote(null);
    try {
      const next = await attemptOf();
      const outcome = 'kind' in next ? next : await sendPurchase(next);
      attempt.current = outcome.kind === 'unconfirmed' && !('kind' in next) ? next : null;
      keepAttempt(attempt.current);
      if (outcome.kind === 'bought') onBought(outcome.billing, outcome.message);
      else if (outcome.kind === 'unconfirmed')
        setNote({ tone: 'info', text: PLAN_CHECKOUT_TEXT.unconfirmed });
      else if (outcome.message) setNote({ tone: 'error', text: outcome.message });
    } finally {
      setPaying(false);
    }
  }

  return (
    <section className="sr-page-card sr-plans__checkout" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`} className="sr-page-card__heading">
        Buy {offer.name}: {formatUsd(offer.amount)} a month
      </h2>
      <PayWithFieldset
        savedCard={savedCard}
        method={method}
        onMethodChange={setMethod}
        disabled={paying || attempt.current !== null}
      />
      {method === 'new' && (
        <Suspense fallback={<p className="sr-page-muted">{PLAN_CHECKOUT_TEXT.loadingCard}</p>}>
          <CardFrame ref={cardFrame} />
        </Suspense>
      )}
      <p className="sr-page-muted">{PLAN_CHECKOUT_TEXT.cardKept}</p>
      {note && (
        <p
          className={`sr-plans__note sr-plans__note--${note.tone}`}
          role={note.tone === 'error' ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      )}
      <div className="sr-plans__actions">
        <Button busy={paying} onClick={onPay}>
          {paying ? 'Paying…' : `Pay ${formatUsd(offer.amount)}`}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={paying}>
          Not now
        </Button>
      </div>
    </section>
  );
}
