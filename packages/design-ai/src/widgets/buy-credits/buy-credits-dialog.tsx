import type { CardFrameHandle } from '@showroom/commerce-ui/card-frame';
import { type AiCreditPack, type AiCredits, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { dollars } from '@showroom/contract/money';
import { notify } from '@showroom/core';
import { aiUser } from '@showroom/core/design-ai';
import { cardBrandName, formatUsd } from '@showroom/core/format';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { loadAiCredits } from '../../api/design-ai-calls.ts';
import css from './buy-credits.css?inline';
import {
  keepPurchaseAttempt,
  keptPurchaseAttempt,
  newPurchaseAttempt,
  type PurchaseAttempt,
  type PurchaseOutcome,
  sendPurchase,
} from './credit-purchase-attempt.ts';

/** The platform's card fields (a frame of the platform origin: the number never reaches this page). */
const CardFrame = lazy(() =>
  import('@showroom/commerce-ui/card-frame').then((module) => ({ default: module.CardFrame })),
);

const usd = (cents: number) => formatUsd(dollars(cents));

/**
 * Buy credits: the packs of `POST /api/AI/get_credits`, paid with the saved card of the shopping account
 * or a card in the card fields (test card 4242 4242 4242 4242). One purchase per attempt key, kept for the
 * tab until it is settled: a Pay after no answer re-sends the same purchase, never a second charge.
 */
export function BuyCreditsDialog({ onClose }: { onClose: () => void }) {
  const offer = useResource('ai-credits', async (signal) => (await loadAiCredits(signal)).data);
  return (
    <Modal open onClose={onClose} title={T.buyTitle}>
      <StyleSheet name="sr-ai-buy-credits" css={css} />
      <div className="sr-ai-buy">
        <p>{T.buyLead}</p>
        {(offer.state.status === 'idle' || offer.state.status === 'loading') && (
          <p role="status">{T.packsLoading}</p>
        )}
        {offer.state.status === 'error' && (
          <p role="alert" className="sr-ai__error">
            {T.loadFailed} <Button onClick={offer.retry}>{T.tryAgain}</Button>
          </p>
        )}
        {offer.state.status === 'ready' && <PackPayment offer={offer.state.data} onClose={onClose} />}
      </div>
    </Modal>
  );
}

function PackPayment({ offer, onClose }: { offer: AiCredits; onClose: () => void }) {
  const name = useId();
  const kept = useRef<PurchaseAttempt | null>(keptPurchaseAttempt());
  const [pack, setPack] = useState<string>(kept.current?.request.pack ?? offer.packs[0]?.id ?? '');
  const [method, setMethod] = useState<'saved' | 'new'>(offer.saved_card ? 'saved' : 'new');
  const [saveCard, setSaveCard] = useState(true);
  const [paying, setPaying] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(kept.current !== null);
  const cardFrame = useRef<CardFrameHandle>(null);
  const chosen: AiCreditPack | undefined = offer.packs.find((candidate) => candidate.id === pack);
  const locked = paying || kept.current !== null;

  async function attemptOf(): Promise<PurchaseAttempt | PurchaseOutcome> {
    if (kept.current) return kept.current;
    if (method === 'saved') return newPurchaseAttempt(pack, { saved_card: true });
    const result = await cardFrame.current?.tokenize();
    // The card fields show their own errors beside the fields.
    if (!result?.ok) return { kind: 'refused', message: null, inline: true };
    return newPurchaseAttempt(pack, { card_token: result.card.token, save_card: saveCard });
  }

  async function onPay() {
    if (paying || !chosen) return;
    setPaying(true);
    setUnconfirmed(false);
    try {
      const next = await attemptOf();
      const outcome = 'kind' in next ? next : await sendPurchase(next);
      kept.current = outcome.kind === 'unconfirmed' && !('kind' in next) ? next : null;
      keepPurchaseAttempt(kept.current);
      if (outcome.kind === 'bought') {
        aiUser.setCredits(outcome.purchase.credits);
        if (outcome.message) notify.success(outcome.message);
        onClose();
      } else if (outcome.kind === 'unconfirmed') setUnconfirmed(true);
      else if (outcome.message) notify.error(outcome.message);
    } finally {
      setPaying(false);
    }
  }

  return (
    <>
      <fieldset className="sr-ai-buy__packs" disabled={locked}>
        <legend>{T.pack}</legend>
        {offer.packs.map((candidate) => (
          <label key={candidate.id} className="sr-ai-buy__pack">
            <input
              type="radio"
              name={`${name}-pack`}
              checked={pack === candidate.id}
              onChange={() => setPack(candidate.id)}
            />
            <span>{candidate.label}</span>
            <strong>{usd(candidate.price_cents)}</strong>
          </label>
        ))}
      </fieldset>
      <fieldset className="sr-ai-buy__methods" disabled={locked}>
        <legend>{T.payWith}</legend>
        {offer.saved_card && (
          <label className="sr-ai-buy__method">
            <input
              type="radio"
              name={`${name}-method`}
              checked={method === 'saved'}
              onChange={() => setMethod('saved')}
            />
            {T.savedCard(
              cardBrandName(offer.saved_card.brand),
              offer.saved_card.last4,
              offer.saved_card.exp_date,
            )}
          </label>
        )}
        <label className="sr-ai-buy__method">
          <input
            type="radio"
            name={`${name}-method`}
            checked={method === 'new'}
            onChange={() => setMethod('new')}
          />
          {T.newCard}
        </label>
      </fieldset>
      {method === 'new' && kept.current === null && (
        <>
          <Suspense fallback={<p className="sr-ai__muted">{T.cardLoading}</p>}>
            <CardFrame ref={cardFrame} />
          </Suspense>
          <label className="sr-ai-buy__method">
            <input
              type="checkbox"
              checked={saveCard}
              onChange={(event) => setSaveCard(event.target.checked)}
            />
            {T.saveCard}
          </label>
        </>
      )}
      {unconfirmed && (
        <p className="sr-ai-buy__note" role="status">
          {T.unconfirmed}
        </p>
      )}
      <div className="sr-ai-buy__actions">
        <Button busy={paying} disabled={!chosen} onClick={onPay}>
          {paying ? T.paying : T.pay(chosen ? usd(chosen.price_cents) : '')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={paying}>
          {T.notNow}
        </Button>
      </div>
    </>
  );
}
