import { auditActorOf, cancelOrderItem } from '../../modules/orders/index.ts';
import { STOP_FLOW, type StepOutcome } from '../flow-runner.ts';
import { type CancelItemState, need } from './cancel-order-item-state.ts';

/**
 * Turns the item 'Cancle', 'Decline' or 'Returned' in one statement guarded on its previous status
 * (modules/orders): a repeated or concurrent change finds nothing to change and ends the flow,
 * restocking and refunding nothing. The order is cancelled with its last item not withdrawn. Undone by the transaction's rollback.
 */
export const cancelItem = {
  name: 'cancel-item',
  async invoke(state: CancelItemState): Promise<StepOutcome> {
    const change = need(state.change, 'change');
    const cancelled = await cancelOrderItem(need(state.tx, 'tx'), {
      orderId: change.order.id,
      itemId: state.itemId,
      status: state.status,
      changedBy: state.user.id,
      now: state.now,
      admin: auditActorOf(state.user),
    });
    if (!cancelled) {
      state.unchanged = change.currentView;
      return STOP_FLOW;
    }
    state.cancelled = cancelled;
  },
};
