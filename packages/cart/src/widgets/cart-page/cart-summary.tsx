import { CART_PAGE_MESSAGES, type CartTotals } from '@showroom/contract/cart';
import { formatUsd } from '@showroom/core/format';
import { useIsLoggedIn } from '@showroom/ui';
import { CheckoutLink } from '../../shared/checkout-link.tsx';

/** The cart's money (server-computed: subtotal, shipping, total) and the way to checkout. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  const loggedIn = useIsLoggedIn();
  return (
    <aside className="sr-cart-summary" aria-label="Order summary">
      <h2>Order summary</h2>
      <dl className="sr-cart-money">
        <dt>Subtotal</dt>
        <dd>{formatUsd(totals.subtotal)}</dd>
      </dl>
      <dl className="sr-cart-money">
        <dt>Shipping</dt>
        <dd>{formatUsd(totals.shipping_charge)}</dd>
      </dl>
      <dl className="sr-cart-money sr-cart-money--total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatUsd(totals.total)}</dd>
      </dl>
      <p className="sr-cart-summary__note">{CART_PAGE_MESSAGES.taxesAtCheckout}</p>
      <CheckoutLink />
      {!loggedIn && <p className="sr-cart-summary__note">{CART_PAGE_MESSAGES.signInAtCheckout}</p>}
    </aside>
  );
}
