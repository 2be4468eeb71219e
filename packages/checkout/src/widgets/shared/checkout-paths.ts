import { ROUTE_PATHS } from '@showroom/contract';

const withQuery = (path: string, name: string, value: string | number | null | undefined) =>
  value ? `${path}?${name}=${encodeURIComponent(String(value))}` : path;

/** `/checkout`, keeping an applied coupon (`?coupon=`) when coming back from payment. */
export const checkoutPath = (coupon?: string | null) => withQuery(ROUTE_PATHS.checkout, 'coupon', coupon);

/** `/checkout-payment`, with the applied coupon, so a reload or a new tab prices the same order. */
export const paymentPath = (coupon?: string | null) =>
  withQuery(ROUTE_PATHS.checkoutPayment, 'coupon', coupon);

/** `/thankyou?order=<id>`: the order's confirmation, a real address to share or reload. */
export const thankYouPath = (orderId: number) => withQuery(ROUTE_PATHS.thankYou, 'order', orderId);

/** `/your_orders?order=<id>`: the order in the homeowner's list, with its timeline. */
export const yourOrderPath = (orderId: number) => withQuery(ROUTE_PATHS.yourOrders, 'order', orderId);
