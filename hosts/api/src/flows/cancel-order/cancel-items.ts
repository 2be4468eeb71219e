import { cancelOrderItems } from '../../modules/orders/index.ts';
import { STOP_FLOW, type StepOutcome } from '../flow-runner.ts';
import { type CancelOrderState, need } from './cancel-order-state.ts';

/**
 * Locks the caller's order and turns every item not yet cancelled 'Cancle' (modules/orders). A
 * refused cancel (not theirs, cancelled already, too late) ends the flow having changed nothing.
 * Undone by the transaction's rollback.
 */
export const cancelItems = {
  name: 'cancel-items',
  async invoke(state: CancelOrderState): Promise<StepOutcome> {
    const cancellation = await cancelOrderItems(need(state.tx, 'tx'), state);
    if (cancellation.kind !== 'cancelled') {
      state.refusal = cancellation.kind;
      return STOP_FLOW;
    }
    state.order = cancellation.order;
    state.items = cancellation.items;
  },
};
