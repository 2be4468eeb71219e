import { orderOfAttempt } from '../../modules/checkout/index.ts';
import { STOP_FLOW, type StepOutcome } from '../flow-runner.ts';
import type { PlaceOrderState } from './place-order-state.ts';

/**
 * First step: a retry of an attempt that wrote its order (then crashed, or its answer was lost) gets
 * that order, before anything looks at the cart it emptied (issue #21). Its capture, if the crash
 * came first, is the payment settler's.
 */
export const findPlacedOrder = {
  name: 'find-placed-order',
  async invoke(state: PlaceOrderState): Promise<StepOutcome> {
    const orderId = await orderOfAttempt(state.deps.db, state.holdKey);
    if (orderId === null) return;
    state.placedOrderId = orderId;
    return STOP_FLOW;
  },
};
