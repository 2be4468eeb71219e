/** Widgets exposed to the shell as `showroom_checkout/widgets`. */
export { CheckoutElement } from './widgets/checkout-element/checkout-element.tsx';
export { CheckoutScreen, type CheckoutScreenProps } from './widgets/checkout-screen/checkout-screen.tsx';
export { PaymentScreen, type PaymentScreenProps } from './widgets/payment-screen/payment-screen.tsx';
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
export { ThankYouScreen, type ThankYouScreenProps } from './widgets/thank-you-screen/thank-you-screen.tsx';
