import type { CardFrameHandle } from '@showroom/commerce-ui/card-frame';
import { PayWithFieldset, type PayWithMethod } from '@showroom/commerce-ui/pay-with';
import { dollars } from '@showroom/contract/money';
import {
  DESIGNER_HIRE_MESSAGES,
  type DesignerForHire,
  type HireDesignerList,
  type HiredDesigner,
} from '@showroom/contract/projects';
import { notify } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  type HireAttempt,
  type HireOutcome,
  keepHireAttempt,
  newHireAttempt,
  sendHire,
} from './hire-attempt.ts';

/** The platform's card fields (a frame of the platform origin: the number never reaches this page). */
const CardFrame = lazy(() =>
  import('@showroom/commerce-ui/card-frame').then((module) => ({ default: module.CardFrame })),
);

export interface HirePaymentProps {
  projectId: number;
  designer: DesignerForHire;
  savedCard: HireDesignerList['saved_card'];
  /** An attempt this tab sent before a reload without an answer: Pay finishes it, never a new hire. */
  kept: HireAttempt | null;
  onHired: (designers: HiredDesigner[], message: string) => void;
  onClose: () => void;
}

/**
 * The payment step of a hire: the fee, the saved card or a new one in the card fields, then
 * "Pay $X". One hire per attempt key: a Pay after an unconfirmed answer re-sends the same attempt.
 */
export function HirePayment({ projectId, designer, savedCard, kept, onHired, onClose }: HirePaymentProps) {
  const fee = dollars(designer.fee_cents);
  const [method, setMethod] = useState<PayWithMethod>(savedCard ? 'saved' : 'new');
  const [saveCard, setSaveCard] = useState(true);
  const [paying, setPaying] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(kept !== null);
  const cardFrame = useRef<CardFrameHandle>(null);
  const attempt = useRef<HireAttempt | null>(kept);

  async function attemptOf(): Promise<HireAttempt | HireOutcome> {
    if (attempt.current) return attempt.current;
    if (method === 'saved') return newHireAttempt(projectId, designer.id, { saved_card: true });
    const result = await cardFrame.current?.tokenize();
    // The card fields show their own errors beside the fields.
    if (!result?.ok) return { kind: 'refused', message: null, inline: true };
    return newHireAttempt(projectId, designer.id, { card_token: result.card.token, save_card: saveCard });
  }

  async function onPay() {
    if (paying) return;
    setPaying(true);
    setUnconfirmed(false);
    try {
      const next = await attemptOf();
      const outcome = 'kind' in next ? next : await sendHire(next);
      attempt.current = outcome.kind === 'unconfirmed' && !('kind' in next) ? next : null;
      keepHireAttempt(attempt.current);
      if (outcome.kind === 'hired') onHired(outcome.designers, outcome.message);
      else if (outcome.kind === 'unconfirmed') setUnconfirmed(true);
      else if (outcome.message) notify.error(outcome.message);
    } finally {
      setPaying(false);
    }
  }

  return (
    <Modal open onClose={() => !paying && onClose()} title={`Hire ${designer.company_name}`}>
      <div className="sr-designers__payment">
        <p>
          Fee: <strong>{formatUsd(fee)}</strong>. {DESIGNER_HIRE_MESSAGES.feeNote}
        </p>
        <PayWithFieldset
          savedCard={savedCard}
          method={method}
          onMethodChange={setMethod}
          disabled={paying || attempt.current !== null}
        />
        {method === 'new' && attempt.current === null && (
          <>
            <Suspense fallback={<p className="sr-designers__muted">Loading the card fields…</p>}>
              <CardFrame ref={cardFrame} />
            </Suspense>
            <label className="sr-designers__method">
              <input
                type="checkbox"
                checked={saveCard}
                onChange={(event) => setSaveCard(event.target.checked)}
              />
              Keep this card for next time (kept by the payment processor, never by us)
            </label>
          </>
        )}
        {unconfirmed && (
          <p className="sr-designers__note" role="status">
            {DESIGNER_HIRE_MESSAGES.unconfirmed}
          </p>
        )}
        <div className="sr-designers__actions">
          <Button busy={paying} onClick={onPay}>
            {paying ? 'Paying…' : `Pay ${formatUsd(fee)}`}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={paying}>
            Not now
          </Button>
        </div>
      </div>
    </Modal>
  );
}
