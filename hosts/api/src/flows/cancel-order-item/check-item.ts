import { checkItemStatusChange } from '../../modules/orders/index.ts';
import { STOP_FLOW, type StepOutcome } from '../flow-runner.ts';
import { type CancelItemState, need } from './cancel-order-item-state.ts';

/**
 * Locks the item's order and checks the caller may set the item's refunding status (modules/orders);
 * a refusal or an item that has it already ends the flow having changed nothing. Undone by the transaction's rollback.
 */
export const checkItem = {
  name: 'check-item',
  async invoke(state: CancelItemState): Promise<StepOutcome> {
    const check = await checkItemStatusChange(need(state.tx, 'tx'), state.user, state.itemId, state.status);
    if (check.kind === 'notFound' || check.kind === 'notAllowed') state.refusal = check.kind;
    else if (check.kind === 'unchanged') state.unchanged = check.item;
    else {
      state.change = check.change;
      return;
    }
    return STOP_FLOW;
  },
};
