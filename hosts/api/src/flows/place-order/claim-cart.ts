import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { fieldError } from '../../lib/http-error.ts';
import { newestCartIdOf } from '../../modules/carts/index.ts';
import { claimCart, releaseCartClaim } from '../../modules/checkout/index.ts';
import type { PlaceOrderState } from './place-order-state.ts';

/**
 * Claims the buyer's newest cart for this attempt before anything is reserved or authorized: another
 * tab or device buying the same cart waits, then finds it empty (issue #21). Undone by letting the
 * claim go (an attempt that wrote its order keeps it: it records the order of the key).
 */
export const claimBuyerCart = {
  name: 'claim-cart',
  async invoke(state: PlaceOrderState): Promise<void> {
    const { db, clock } = state.deps;
    const [cart] = await newestCartIdOf(db, state.userId);
    if (!cart) throw fieldError('cart', ORDER_MESSAGES.cartEmpty);
    await claimCart(db, clock, state.holdKey, cart.id);
    state.cartId = cart.id;
  },
  async compensate(state: PlaceOrderState): Promise<void> {
    await releaseCartClaim(state.deps.db, state.holdKey);
  },
};
