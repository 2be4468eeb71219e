import { writeOrder } from '../../modules/checkout/index.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Writes the order in one statement (modules/checkout/write-order.ts): only while this attempt holds
 * the cart's claim and the lines are still in the cart (else 422 "Your cart is empty.": another
 * attempt bought it, and the undo of the steps before voids and gives back this one's). A written
 * order is not undone (the flow's point of no return): the steps after it never fail the purchase.
 */
export const writeCartOrder = {
  name: 'write-order',
  pointOfNoReturn: true,
  async invoke(state: PlaceOrderState): Promise<void> {
    const authorized = need(state.authorized, 'authorized');
    const terms = need(state.terms, 'terms');
    state.written = await writeOrder(state.deps.db, {
      userId: state.userId,
      cartId: need(state.cartId, 'cartId'),
      showroomId: need(state.showroomId, 'showroomId'),
      lines: need(state.lines, 'lines'),
      money: need(state.money, 'money'),
      couponCode: terms.coupon?.applied ? terms.coupon.code : null,
      address: need(terms.address ?? undefined, 'address'),
      card: authorized.card,
      paymentId: need(state.paymentId, 'paymentId'),
      holdKey: state.holdKey,
      now: state.deps.clock.now(),
    });
  },
};
