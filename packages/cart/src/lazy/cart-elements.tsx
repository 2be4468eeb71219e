import { lazy, Suspense } from 'react';
import { CartFrame } from '../widgets/cart-page/cart-frame.tsx';
import { CartSkeleton } from '../widgets/cart-page/cart-skeleton.tsx';

/** The page's code comes when a `<showroom-cart>` appears; a page with only the button never fetches it. */
const CartPage = lazy(() =>
  import('../widgets/cart-page/cart-page.tsx').then((module) => ({ default: module.CartPage })),
);

/** What `<showroom-cart>` renders: the full cart, its skeleton at the same size meanwhile. */
export function CartElement() {
  return (
    <Suspense
      fallback={
        <CartFrame busy>
          <CartSkeleton />
        </CartFrame>
      }
    >
      <CartPage />
    </Suspense>
  );
}

export { CartButton as CartButtonElement } from '../widgets/cart-button/cart-button.tsx';
