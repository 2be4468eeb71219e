import type { Draft } from '../modules/carts/index.ts';
import type { SessionUser } from '../modules/identity/index.ts';
import type { RefundingStatus, SetStatusOutcome } from '../modules/orders/index.ts';
import {
  type AttachCartDeps,
  type AttachOutcome,
  attachVisitorCart,
} from './attach-visitor-cart/attach-visitor-cart-flow.ts';
import { type CancelOrderOutcome, cancelOrder } from './cancel-order/cancel-order-flow.ts';
import type { CancelOrderDeps } from './cancel-order/cancel-order-state.ts';
import { cancelOrderItem } from './cancel-order-item/cancel-order-item-flow.ts';
import { type SaveDesignDeps, saveDesign } from './save-design/save-design-flow.ts';

export type FlowsDeps = CancelOrderDeps & SaveDesignDeps & AttachCartDeps;

/**
 * The flows routes call for work that crosses modules (place-order is the checkout service's: it
 * answers through its stored-answer wrapper).
 */
export interface AppFlows {
  /** The homeowner cancels their order: items, restock, refund (flows/cancel-order). */
  cancelOrder(userId: number, orderId: number): Promise<CancelOrderOutcome>;
  /**
   * A vendor-side user or an admin cancels, declines or takes back (Returned) one item: restock,
   * refund (flows/cancel-order-item).
   */
  cancelOrderItem(
    user: Pick<SessionUser, 'id' | 'type' | 'email'>,
    itemId: number,
    status: RefundingStatus,
  ): Promise<SetStatusOutcome>;
  /** The visualizer's "Save design": a project from the draft, in an active showroom (flows/save-design). */
  saveDesign(userId: number, showroom: number | undefined, draft: Draft): Promise<number>;
  /** The visitor's cart becomes the signed-in user's, tied to their project (flows/attach-visitor-cart). */
  attachVisitorCart(
    userId: number,
    input: { re_temp_project_id: string; project_id: number },
  ): Promise<AttachOutcome>;
}

export function createAppFlows(deps: FlowsDeps): AppFlows {
  return {
    cancelOrder: (userId, orderId) => cancelOrder(deps, userId, orderId),
    cancelOrderItem: (user, itemId, status) => cancelOrderItem(deps, user, itemId, status),
    saveDesign: (userId, showroom, draft) => saveDesign(deps, userId, showroom, draft),
    attachVisitorCart: (userId, input) => attachVisitorCart(deps, userId, input),
  };
}
