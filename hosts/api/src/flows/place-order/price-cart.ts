import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { fieldError } from '../../lib/http-error.ts';
import { loadBuyerCart, paymentTokenFor, readQuoteTerms } from '../../modules/checkout/index.ts';
import { need, type PlaceOrderState } from './place-order-state.ts';

/**
 * Reads the claimed cart's lines and the terms it is bought on in the request's showroom (its markup;
 * a coupon of another showroom is refused — issue #21), and the token to charge (keeping the card
 * first when asked to). Refuses an empty cart, a missing or untaxable address, a refused coupon, no saved card.
 */
export const priceCart = {
  name: 'price-cart',
  async invoke(state: PlaceOrderState): Promise<void> {
    const { deps } = state;
    const showroom = await deps.showrooms.find(state.input.showroom);
    if (!showroom?.showroom) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
    const buyer = await loadBuyerCart(deps.db, state.userId, need(state.cartId, 'cartId'));
    if (!buyer || buyer.lines.length === 0) throw fieldError('cart', ORDER_MESSAGES.cartEmpty);
    const terms = await readQuoteTerms(deps, showroom, buyer.address, state.input.coupon_code, state.userId);
    if (!terms.address) throw fieldError('shipping_address', ORDER_MESSAGES.addressRequired);
    if (terms.addressProblem) throw fieldError('shipping_address', terms.addressProblem);
    if (terms.coupon && !terms.coupon.applied) throw fieldError('coupon_code', terms.coupon.message);
    state.showroomId = showroom.showroom;
    state.cartLines = buyer.lines;
    state.terms = terms;
    state.paymentToken = await paymentTokenFor(deps, state.userId, state.input.payment);
  },
};
