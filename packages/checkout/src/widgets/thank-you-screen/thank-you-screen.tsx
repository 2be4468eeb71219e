import { formatMessage, ROUTE_PATHS } from '@showroom/contract';
import { CHECKOUT_SCREEN_MESSAGES } from '@showroom/contract/checkout';
import { ORDER_MESSAGES, type OrderDetail } from '@showroom/contract/orders';
import { notify } from '@showroom/core';
import { formatDate } from '@showroom/core/format';
import { Button, ShellLink, useResource } from '@showroom/ui';
import { type ReactNode, useState } from 'react';
import { checkoutCalls } from '../../api/checkout-calls.ts';
import { CardSummary } from '../shared/card-summary.tsx';
import { CheckoutPage } from '../shared/checkout-page.tsx';
import { yourOrderPath } from '../shared/checkout-paths.ts';
import { CheckoutSkeleton } from '../shared/checkout-skeleton.tsx';
import { ScreenMessage } from '../shared/screen-message.tsx';
import { TotalCard } from '../shared/total-card.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { OrderItems } from './order-items.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';

export interface ThankYouScreenProps {
  /** The order's id (`?order=`); anything but a positive whole number is no order. */
  orderId?: string | undefined;
}

const validId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * The order confirmation (/thankyou?order=<id>, login needed): order number, items per vendor,
 * totals, the card (brand and last four), what happens next, Cancel order while the window is
 * open (a confirm dialog, then the refunded state), and a link to the order in /your_orders.
 */
export function ThankYouScreen({ orderId }: ThankYouScreenProps) {
  const id = validId(orderId);
  const order = useResource(id === null ? null : `order-${id}`, (signal) =>
    checkoutCalls.order(id ?? 0, signal),
  );
  const [confirming, setConfirming] = useState(false);

  let content: ReactNode;
  if (id === null) {
    content = (
      <ScreenMessage
        title={CHECKOUT_SCREEN_MESSAGES.orderNotFound}
        link={{ to: ROUTE_PATHS.yourOrders, label: 'Your orders' }}
      >
        Open the order from your orders.
      </ScreenMessage>
    );
  } else if (order.state.status === 'error') {
    content = (
      <ScreenMessage title={CHECKOUT_SCREEN_MESSAGES.orderLoadFailed} onRetry={order.retry}>
        Check your connection and try again.
      </ScreenMessage>
    );
  } else if (order.state.status !== 'ready') {
    content = <CheckoutSkeleton />;
  } else {
    const data = order.state.data;
    const cancelled = data.state === 'cancelled';
    content = (
      <>
        <div
          className={`sr-checkout-success${cancelled ? ' sr-checkout-success--cancelled' : ''}`}
          role="status"
        >
          <h2 className="sr-checkout-success__title">
            {cancelled ? 'Order cancelled' : ORDER_MESSAGES.orderPlaced}
          </h2>
          <p className="sr-page-muted">
            Order number <strong>{data.order_number}</strong> · placed {formatDate(data.created_at)}
          </p>
          {cancelled && data.cancelled_at && (
            <p>
              {formatMessage(CHECKOUT_SCREEN_MESSAGES.cancelledState, {
                date: formatDate(data.cancelled_at),
              })}
            </p>
          )}
        </div>
        <div className="sr-checkout__grid">
          <div className="sr-checkout__main">
            <OrderItems order={data} />
            {!cancelled && <WhatHappensNext />}
          </div>
          <TotalCard
            money={{
              subtotal: data.subtotal,
              discount: data.discount,
              shipping_charge: data.shipping_charge,
              tax: data.tax,
              total: data.total,
            }}
            couponCode={data.coupon_code}
          >
            <p className="sr-page-muted">
              {cancelled ? 'Refunded to ' : 'Paid with '}
              <CardSummary brand={data.card.brand} last4={data.card.last4} />
            </p>
            <address className="sr-checkout-address">
              Shipping to {data.shipping_address.street}
              {data.shipping_address.apartment && `, ${data.shipping_address.apartment}`},{' '}
              {data.shipping_address.city}, {data.shipping_address.state} {data.shipping_address.zip_code}
            </address>
            <div className="sr-checkout-actions">
              {data.can_cancel && !cancelled && (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Cancel order
                </Button>
              )}
              <ShellLink to={yourOrderPath(data.id)} className="sr-checkout-link-button">
                View in your orders
              </ShellLink>
            </div>
          </TotalCard>
        </div>
        <CancelOrderDialog
          open={confirming}
          orderId={data.id}
          onClose={() => setConfirming(false)}
          onCancelled={(next: OrderDetail, message: string) => {
            setConfirming(false);
            order.update(() => next);
            notify.success(message || ORDER_MESSAGES.orderCancelled);
          }}
        />
      </>
    );
  }

  return <CheckoutPage title="Thank you">{content}</CheckoutPage>;
}
