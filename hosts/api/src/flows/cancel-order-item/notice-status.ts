import { noticeStatusChange } from '../../modules/orders/index.ts';
import { type CancelItemState, need } from './cancel-order-item-state.ts';

/**
 * Tells the homeowner what is cancelled, declined or returned and refunded (modules/orders), and for a
 * decline the pro too: the notifications now, the mails once the refund was tried. Undone by the transaction's rollback.
 */
export const noticeStatus = {
  name: 'notice-status',
  async invoke(state: CancelItemState): Promise<void> {
    const change = need(state.change, 'change');
    state.mail = await noticeStatusChange(state.deps, need(state.tx, 'tx'), {
      order: change.order,
      productName: change.productName,
      vendor: change.vendor,
      status: state.status,
      refund: {
        cents: state.refund?.amountCents ?? 0,
        orderCancelled: need(state.cancelled, 'cancelled').orderCancelled,
      },
    });
  },
};
