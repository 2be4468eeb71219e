import { noticeCancellation } from '../../modules/orders/index.ts';
import { type CancelOrderState, need } from './cancel-order-state.ts';

/**
 * Notifies the vendors and the homeowner with the cancellation (modules/orders); the mails wait for
 * the refund's outcome. Undone by the transaction's rollback.
 */
export const noticeOrderCancellation = {
  name: 'notice-cancellation',
  async invoke(state: CancelOrderState): Promise<void> {
    state.notices = await noticeCancellation(state.deps, need(state.tx, 'tx'), {
      order: need(state.order, 'order'),
      refundedCents: state.refund?.amountCents ?? 0,
      items: need(state.items, 'items').map((item) => ({
        vendorId: item.vendor_id,
        line: `${item.qty} × ${item.product_name}`,
      })),
    });
  },
};
