import { STORAGE_KEYS } from '@showroom/contract';
import { storage } from '@showroom/core';
import { useIsLoggedIn, useShowroomSelection } from '@showroom/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';

const watchCartId = (onChange: () => void) => storage.watch([STORAGE_KEYS.cartId], onChange);
const hasCartId = () => storage.getString(STORAGE_KEYS.cartId) !== null;

/**
 * The header badge's number: the sum of qty over the cart's lines (spec §2). The cart store
 * (`@showroom/core/cart`) is fetched only once there can be a cart: a signed-in user, or a visitor
 * with a stored cart_id (spec §4), in a chosen showroom. A first-time visitor downloads none of it.
 */
export function useCartCount(): number {
  const loggedIn = useIsLoggedIn();
  const storedCart = useSyncExternalStore(watchCartId, hasCartId, hasCartId);
  const showroomChosen = Boolean(useShowroomSelection());
  const needed = showroomChosen && (loggedIn || storedCart);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!needed) return;
    let stopListening: (() => void) | undefined;
    let cancelled = false;
    void import('@showroom/core/cart').then(({ cart }) => {
      if (cancelled) return;
      cart.start();
      setCount(cart.store.getState().count);
      stopListening = cart.store.subscribe((state) => setCount(state.count));
    });
    return () => {
      cancelled = true;
      stopListening?.();
    };
  }, [needed]);

  return needed ? count : 0;
}
