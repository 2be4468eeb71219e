import type { SessionUser } from '../modules/identity/index.ts';
import type { SetStatusOutcome } from '../modules/orders/index.ts';
import { type CancelOrderOutcome, cancelOrder } from './cancel-order/cancel-order-flow.ts';
import type { CancelOrderDeps } from './cancel-order/cancel-order-state.ts';
import { cancelOrderItem } from './cancel-order-item/cancel-order-item-flow.ts';

export type FlowsDeps = CancelOrderDeps;

/**
 * The flows routes call for work that crosses modules (place-order is the checkout service's: it
 * answers through its stored-answer wrapper).
 */
export interface AppFlows {
  /** The homeowner cancels their order: items, restock, refund (flows/cancel-order). */
  cancelOrder(userId: number, orderId: number): Promise<CancelOrderOutcome>;
  /** A vendor-side user or an admin cancels one item: restock, refund (flows/cancel-order-item). */
  cancelOrderItem(user: Pick<SessionUser, 'id' | 'type'>, itemId: number): Promise<SetStatusOutcome>;
}

export function createAppFlows(deps: FlowsDeps): AppFlows {
  return {
    cancelOrder: (userId, orderId) => cancelOrder(deps, userId, orderId),
    cancelOrderItem: (user, itemId) => cancelOrderItem(deps, user, itemId),
  };
}
