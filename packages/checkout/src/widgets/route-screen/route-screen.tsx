import { ROUTE_PATHS } from '@showroom/contract';
import { type RouteLocation, readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import { CardFieldsContext } from '../../payment/card-fields.ts';
import { CheckoutScreen } from '../checkout-screen/checkout-screen.tsx';
import { PaymentScreen } from '../payment-screen/payment-screen.tsx';
import { PlatformCardFields } from '../payment-screen/platform-card-fields.tsx';
import { ThankYouScreen } from '../thank-you-screen/thank-you-screen.tsx';

/** A query parameter as a prop: absent and empty both read as not given. */
const param = (query: URLSearchParams, name: string) => query.get(name) || undefined;

/** What a step's host wants to hear of it (`<showroom-checkout>` remembers the applied coupon). */
export interface CheckoutScreenHooks {
  onCouponApplied?: ((code: string | null) => void) | undefined;
}

/**
 * The screen of each route this remote owns, by the pattern the shell matched. The shell passes
 * only the pattern, so the query comes from the address (`RouteLocation`).
 */
export const CHECKOUT_SCREENS: Readonly<
  Record<string, (location: RouteLocation, hooks?: CheckoutScreenHooks) => ReactNode>
> = {
  [ROUTE_PATHS.checkout]: ({ query }, hooks) => (
    <CheckoutScreen coupon={param(query, 'coupon')} onCouponApplied={hooks?.onCouponApplied} />
  ),
  [ROUTE_PATHS.checkoutPayment]: ({ query }) => <PaymentScreen coupon={param(query, 'coupon')} />,
  [ROUTE_PATHS.thankYou]: ({ query }) => <ThankYouScreen orderId={param(query, 'order')} />,
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/checkout`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns; its payment step gets the platform's card fields. */
export function RouteScreen({ route }: RouteScreenProps) {
  const screen = CHECKOUT_SCREENS[route];
  if (!screen) return <ComingSoon title="This page" />;
  return <CardFieldsContext value={PlatformCardFields}>{screen(readRouteLocation(route))}</CardFieldsContext>;
}
