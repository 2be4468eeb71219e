import { StyleSheet } from '@showroom/ui';
import { lazy, Suspense, useState } from 'react';
import { CartStyles } from '../../shared/cart-styles.tsx';
import { useCart } from '../../shared/use-cart.ts';
import css from './cart-button.css?inline';

const loadMiniCart = () => import('./mini-cart.tsx');
/** The panel and @floating-ui/react come in their own chunk, fetched when the visitor reaches for the button. */
const MiniCart = lazy(() => loadMiniCart().then((module) => ({ default: module.MiniCart })));

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The cart button (`<showroom-cart-button>`): a count badge (the sum of qty over the cart's
 * lines, spec §2) that opens the mini cart, a floating panel with the lines, the total, View cart
 * and Checkout.
 */
export function CartButton() {
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <span className="sr-cart-button">
      <CartStyles />
      <StyleSheet name="sr-cart-button" css={css} />
      <button
        ref={setButton}
        type="button"
        className="sr-cart-button__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Cart, ${itemsLabel(count)}`}
        onPointerEnter={() => void loadMiniCart()}
        onFocus={() => void loadMiniCart()}
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9" cy="19" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19" r="1.6" fill="currentColor" />
        </svg>
        <span className="sr-cart-button__label">Cart</span>
        <span className="sr-cart-button__badge" aria-hidden="true">
          {count}
        </span>
      </button>
      {open && button && (
        <Suspense fallback={null}>
          <MiniCart reference={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
}
