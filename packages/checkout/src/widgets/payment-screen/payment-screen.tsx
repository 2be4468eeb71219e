import { ROUTE_PATHS } from '@showroom/contract';
import { CHECKOUT_SCREEN_MESSAGES } from '@showroom/contract/checkout';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { navigate } from '@showroom/core';
import { formatUsd } from '@showroom/core/format';
import { Button, ShellLink, useHostElement, useResource, useShowroomSelection } from '@showroom/ui';
import { type ReactNode, useRef, useState } from 'react';
import { checkoutCalls } from '../../api/checkout-calls.ts';
import { type CardFieldsHandle, useCardFields } from '../../payment/card-fields.ts';
import { closeFailureToastsSince, latestToastId } from '../../payment/failure-toasts.ts';
import { placeOrder } from '../../payment/place-order.ts';
import { pendingAttempt } from '../../payment/purchase-attempt.ts';
import { reloadCart } from '../../payment/reload-cart.ts';
import { useCheckoutSummary } from '../checkout-screen/use-checkout-summary.ts';
import { CheckoutPage } from '../shared/checkout-page.tsx';
import { checkoutPath, thankYouPath } from '../shared/checkout-paths.ts';
import { CheckoutSkeleton } from '../shared/checkout-skeleton.tsx';
import { FocusedAlert } from '../shared/focused-alert.tsx';
import { ScreenMessage } from '../shared/screen-message.tsx';
import { TotalCard } from '../shared/total-card.tsx';
import { PaymentMethods } from './payment-methods.tsx';

export interface PaymentScreenProps {
  /** The coupon applied at checkout (`?coupon=`). */
  coupon?: string | undefined;
}

/**
 * Payment (/checkout-payment, login needed): the saved card or a new one in the card fields, and
 * "Pay $X" with the server's total. One purchase attempt per Idempotency-Key (see
 * purchase-attempt.ts); the button is disabled while paying. A refusal shows the processor's
 * message by the card and stays; short stock goes back to checkout, where the lines are marked;
 * success resets the cart and goes to the thank-you page.
 */
export function PaymentScreen({ coupon: couponParam }: PaymentScreenProps) {
  const host = useHostElement();
  const coupon = couponParam?.toUpperCase() || null;
  const showroom = useShowroomSelection()?.showroom ?? null;
  const profile = useResource('checkout-profile', (signal) => checkoutCalls.profile(signal));
  const { summary, loading, failed, retry } = useCheckoutSummary(showroom, coupon);
  const CardFields = useCardFields();
  const cardFields = useRef<CardFieldsHandle>(null);
  const [chosen, setChosen] = useState<'saved' | 'new' | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [paying, setPaying] = useState(false);
  const payingNow = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [pending] = useState(() => pendingAttempt() !== null);
  // The newest toast when the screen opened: toasts after it are this screen's (e.g. a decline's).
  const [toastsBefore] = useState(latestToastId);

  const savedCard = profile.state.status === 'ready' ? profile.state.data.payment_details : null;
  const method = chosen ?? (savedCard ? 'saved' : 'new');

  async function onPay() {
    if (payingNow.current || !summary || showroom === null) return;
    payingNow.current = true;
    setPaying(true);
    setRefusal(null);
    try {
      const outcome = await placeOrder({
        showroom,
        coupon: summary.coupon?.applied ? summary.coupon.code : null,
        summary,
        method,
        saveCard,
        cardFields: cardFields.current,
      });
      setUnconfirmed(outcome.kind === 'unconfirmed');
      if (outcome.kind === 'paid') {
        await reloadCart();
        // A declined card's toast must not follow the homeowner to the thank-you screen.
        closeFailureToastsSince(toastsBefore);
        navigate(thankYouPath(outcome.order.id), { from: host });
      } else if (outcome.kind === 'stock') {
        navigate(checkoutPath(coupon), { from: host });
      } else if (outcome.kind === 'refused') {
        setRefusal(outcome.message);
      } else if (outcome.kind === 'card-errors') {
        setRefusal(outcome.message ?? (CardFields ? null : CHECKOUT_SCREEN_MESSAGES.newCardRequired));
      }
    } finally {
      payingNow.current = false;
      setPaying(false);
    }
  }

  let content: ReactNode;
  if (profile.state.status === 'error' || failed) {
    content = (
      <ScreenMessage
        title={CHECKOUT_SCREEN_MESSAGES.summaryLoadFailed}
        onRetry={() => {
          if (profile.state.status === 'error') profile.retry();
          if (failed) retry();
        }}
      >
        Check your connection and try again.
      </ScreenMessage>
    );
  } else if (showroom === null) {
    content = (
      <ScreenMessage title="No showroom chosen" link={{ to: ROUTE_PATHS.home, label: 'Choose a showroom' }}>
        {CHECKOUT_SCREEN_MESSAGES.noShowroom}
      </ScreenMessage>
    );
  } else if (profile.state.status !== 'ready' || summary === null) {
    content = <CheckoutSkeleton />;
  } else if (summary.vendors.length === 0 && !pending) {
    content = (
      <ScreenMessage
        title={ORDER_MESSAGES.cartEmpty}
        link={{ to: ROUTE_PATHS.cart, label: 'Go to your cart' }}
      >
        {CHECKOUT_SCREEN_MESSAGES.cartEmptyLead}
      </ScreenMessage>
    );
  } else if (!summary.can_pay && !pending) {
    content = (
      <ScreenMessage
        title="Your order needs attention"
        link={{ to: checkoutPath(coupon), label: 'Back to checkout' }}
      >
        {summary.stock_problems.length > 0
          ? ORDER_MESSAGES.stockShort
          : (summary.address_problem ?? ORDER_MESSAGES.addressRequired)}
      </ScreenMessage>
    );
  } else {
    const total = formatUsd(summary.money.total);
    content = (
      <div className="sr-checkout__grid">
        <div className="sr-checkout__main">
          {unconfirmed ? (
            <FocusedAlert role="status" tone="info">
              {CHECKOUT_SCREEN_MESSAGES.paymentUnconfirmed}
            </FocusedAlert>
          ) : (
            pending && (
              <p className="sr-checkout-alert sr-checkout-alert--info" role="status">
                {CHECKOUT_SCREEN_MESSAGES.pendingAttempt}
              </p>
            )
          )}
          <PaymentMethods
            savedCard={savedCard}
            method={method}
            onMethod={(next) => {
              setChosen(next);
              setRefusal(null);
            }}
            CardFields={CardFields}
            cardFieldsRef={cardFields}
            saveCard={saveCard}
            onSaveCard={setSaveCard}
            refusal={refusal}
            disabled={paying}
          />
        </div>
        <TotalCard
          busy={loading}
          money={summary.money}
          taxRate={summary.tax_rate}
          taxState={summary.tax_state}
          couponCode={summary.coupon?.applied ? summary.coupon.code : null}
        >
          <div className="sr-checkout-actions">
            <Button busy={paying} disabled={loading} onClick={onPay}>
              {paying ? CHECKOUT_SCREEN_MESSAGES.paying : `Pay ${total}`}
            </Button>
            <ShellLink to={checkoutPath(coupon)} className="sr-checkout-link">
              Back to checkout
            </ShellLink>
          </div>
        </TotalCard>
      </div>
    );
  }

  return (
    <CheckoutPage title="Payment" steps="Step 2 of 2: pay">
      {content}
    </CheckoutPage>
  );
}
