import type { UserType } from '@showroom/contract';
import { ORDER_PAGE_MESSAGES } from '@showroom/contract/orders';
import { StyleSheet, useIsLoggedIn, useSession } from '@showroom/ui';
import { OrderList } from './order-list.tsx';
import { SignedOutOrders } from './signed-out-orders.tsx';
import css from './your-orders.css?inline';

export interface YourOrdersScreenProps {
  /** The order to open, from `/your_orders?order=<id>` (a shareable address). */
  orderId?: number | undefined;
}

/** The account type whose purchases these are (spec §3 "User"); the order calls serve only it. */
const HOMEOWNER_TYPE: UserType = 'User';

/**
 * Your Orders (/your_orders): signed in, the homeowner's orders with one timeline across vendors
 * each; signed out, the order FAQ and a sign-in link that comes back here. Vendors, pros and
 * admins buy nothing here, so they get a plain sentence instead of a refused call.
 */
export function YourOrdersScreen({ orderId }: YourOrdersScreenProps) {
  const signedIn = useIsLoggedIn();
  const type = useSession().user?.type;
  if (!signedIn) return <SignedOutOrders orderId={orderId} />;
  if (type !== undefined && type !== HOMEOWNER_TYPE) {
    return (
      <section className="sr-orders">
        <StyleSheet name="sr-your-orders" css={css} />
        <h1 className="sr-orders__title">Your Orders</h1>
        <p>{ORDER_PAGE_MESSAGES.homeownersOnly}</p>
      </section>
    );
  }
  return <OrderList openOrderId={orderId} />;
}
