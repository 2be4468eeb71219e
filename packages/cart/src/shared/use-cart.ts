import { type CartState, cart } from '@showroom/core/cart';
import { useEffect } from 'react';
import { useStore } from 'zustand';

/**
 * The page-wide cart for a cart widget. Mounting starts core's cart (idempotent: the shell's header
 * may have started it; on a pro's page this widget is the first) and, with `refresh`, loads it
 * again so a page opened later shows today's prices, keeping the lines on screen meanwhile.
 */
export function useCart({ refresh = false }: { refresh?: boolean } = {}): CartState {
  useEffect(() => {
    const wasIdle = cart.store.getState().status === 'idle';
    cart.start();
    if (refresh && !wasIdle) void cart.load();
  }, [refresh]);
  return useStore(cart.store);
}
