import { useIsLoggedIn } from '@showroom/ui';
import { OrderList } from './order-list.tsx';
import { SignedOutOrders } from './signed-out-orders.tsx';

export interface YourOrdersScreenProps {
  /** The order to open, from `/your_orders?order=<id>` (a shareable address). */
  orderId?: number | undefined;
}

/**
 * Your Orders (/your_orders): signed in, the homeowner's orders with one timeline across vendors
 * each; signed out, the order FAQ and a sign-in link that comes back here.
 */
export function YourOrdersScreen({ orderId }: YourOrdersScreenProps) {
  const signedIn = useIsLoggedIn();
  return signedIn ? <OrderList openOrderId={orderId} /> : <SignedOutOrders orderId={orderId} />;
}
