import { lazy, Suspense } from 'react';
import { expectsCart } from '../shared/expects-cart.ts';
import { CartFrame } from '../widgets/cart-page/cart-frame.tsx';
import { CartSkeleton } from '../widgets/cart-page/cart-skeleton.tsx';

/** The page's code comes when a `<showroom-cart>` appears; a page with only the button never fetches it. */
const CartPage = lazy(() =>
  import('../widgets/cart-page/cart-page.tsx').then((module) => ({ default: module.CartPage })),
);

/**
 * What `<showroom-cart>` renders: the full cart; meanwhile its skeleton when there is a cart to
 * load, else the bare frame (the element's reserved height, that of the empty cart, holds the rest).
 */
export function CartElement() {
  return (
    <Suspense fallback={<CartFrame busy>{expectsCart() && <CartSkeleton />}</CartFrame>}>
      <CartPage />
    </Suspense>
  );
}

export { CartButton as CartButtonElement } from '../widgets/cart-button/cart-button.tsx';
