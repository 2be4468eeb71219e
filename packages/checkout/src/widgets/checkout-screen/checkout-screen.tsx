import { ROUTE_PATHS } from '@showroom/contract';
import { CHECKOUT_SCREEN_MESSAGES, type CheckoutSummary } from '@showroom/contract/checkout';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { navigate } from '@showroom/core';
import { Button, ShellLink, useHostElement, useResource, useShowroomSelection } from '@showroom/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { checkoutCalls } from '../../api/checkout-calls.ts';
import { CheckoutPage } from '../shared/checkout-page.tsx';
import { paymentPath } from '../shared/checkout-paths.ts';
import { CheckoutSkeleton } from '../shared/checkout-skeleton.tsx';
import { ScreenMessage } from '../shared/screen-message.tsx';
import { TotalCard } from '../shared/total-card.tsx';
import { AddressCard } from './address-card.tsx';
import { CouponBox } from './coupon-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { useCheckoutSummary } from './use-checkout-summary.ts';

export interface CheckoutScreenProps {
  /** A coupon already applied (`?coupon=`, e.g. coming back from payment). */
  coupon?: string | undefined;
  /** Hears the applied coupon (null: none) once the server has answered on it. */
  onCouponApplied?: ((code: string | null) => void) | undefined;
}

/** Why Continue to payment is not offered yet, or null when it is. */
function blocker(summary: CheckoutSummary, hasAddress: boolean): string | null {
  if (!hasAddress) return CHECKOUT_SCREEN_MESSAGES.addressMissing;
  if (summary.address_problem) return summary.address_problem;
  if (summary.stock_problems.length > 0) return ORDER_MESSAGES.stockShort;
  return summary.can_pay ? null : ORDER_MESSAGES.addressRequired;
}

/**
 * Checkout (/checkout, login needed): the shipping address (editable, which re-prices shipping
 * and tax), the order per vendor with stock problems on their lines, a coupon box, the server's
 * totals with the tax rate and state, and Continue to payment. Every amount is the server's.
 */
export function CheckoutScreen({ coupon: initialCoupon, onCouponApplied }: CheckoutScreenProps) {
  const host = useHostElement();
  const showroom = useShowroomSelection()?.showroom ?? null;
  const [coupon, setCoupon] = useState<string | null>(initialCoupon?.toUpperCase() || null);
  const [version, setVersion] = useState(0);
  const profile = useResource('checkout-profile', (signal) => checkoutCalls.profile(signal));
  const { summary, loading, failed, retry } = useCheckoutSummary(showroom, coupon, version);
  // Undefined until the server has answered: only its verdict on the coupon is passed on.
  const applied = summary ? (summary.coupon?.applied ? summary.coupon.code : null) : undefined;
  useEffect(() => {
    if (applied !== undefined) onCouponApplied?.(applied);
  }, [applied, onCouponApplied]);

  let content: ReactNode;
  if (showroom === null) {
    content = (
      <ScreenMessage title="No showroom chosen" link={{ to: ROUTE_PATHS.home, label: 'Choose a showroom' }}>
        {CHECKOUT_SCREEN_MESSAGES.noShowroom}
      </ScreenMessage>
    );
  } else if (profile.state.status === 'error' || failed) {
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
  } else if (profile.state.status !== 'ready' || summary === null) {
    content = <CheckoutSkeleton />;
  } else if (summary.vendors.length === 0) {
    content = (
      <ScreenMessage
        title={ORDER_MESSAGES.cartEmpty}
        link={{ to: ROUTE_PATHS.cart, label: 'Go to your cart' }}
      >
        {CHECKOUT_SCREEN_MESSAGES.cartEmptyLead}
      </ScreenMessage>
    );
  } else {
    const data = profile.state.data;
    const reason = blocker(summary, data.shipping_address !== null);
    const appliedCoupon = summary.coupon?.applied ? summary.coupon.code : null;
    content = (
      <div className="sr-checkout__grid">
        <div className="sr-checkout__main">
          {summary.stock_problems.length > 0 && (
            <p className="sr-checkout-alert" role="alert">
              {ORDER_MESSAGES.stockShort}{' '}
              <ShellLink to={ROUTE_PATHS.cart} className="sr-checkout-link">
                Change quantities in your cart.
              </ShellLink>
            </p>
          )}
          <AddressCard
            address={data.shipping_address}
            problem={summary.address_problem}
            shippingCharge={data.shipping_charge}
            onSaved={(changes) => {
              profile.update((current) => ({ ...current, ...changes }));
              // Shipping and tax depend on the address: ask the server again.
              setVersion((count) => count + 1);
            }}
          />
          <OrderSummary summary={summary} />
        </div>
        <TotalCard
          busy={loading}
          money={summary.money}
          taxRate={summary.tax_rate}
          taxState={summary.tax_state}
          couponCode={appliedCoupon}
        >
          {summary.tax_rate === null && (
            <p className="sr-page-muted">{CHECKOUT_SCREEN_MESSAGES.taxPending}</p>
          )}
          <CouponBox
            coupon={summary.coupon}
            discount={summary.money.discount}
            busy={loading}
            onApply={setCoupon}
          />
          <div className="sr-checkout-actions">
            <Button
              disabled={reason !== null || loading}
              onClick={() => navigate(paymentPath(appliedCoupon), { from: host })}
            >
              Continue to payment
            </Button>
            {reason && <p className="sr-checkout-note sr-checkout-note--error">{reason}</p>}
            <ShellLink to={ROUTE_PATHS.cart} className="sr-checkout-link">
              Back to cart
            </ShellLink>
          </div>
        </TotalCard>
      </div>
    );
  }

  return (
    <CheckoutPage title="Checkout" steps="Step 1 of 2: address and order">
      {content}
    </CheckoutPage>
  );
}
