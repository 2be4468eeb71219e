import { CANCELLED_STATUS } from '@showroom/contract/orders';
import { noticeStatusChange } from '../../modules/orders/index.ts';
import { type CancelItemState, need } from './cancel-order-item-state.ts';

/**
 * Tells the homeowner what is cancelled and refunded (modules/orders): the notification now, the mail
 * once the refund was tried. Undone by the transaction's rollback.
 */
export const noticeStatus = {
  name: 'notice-status',
  async invoke(state: CancelItemState): Promise<void> {
    const change = need(state.change, 'change');
    state.mail = await noticeStatusChange(state.deps, need(state.tx, 'tx'), {
      order: change.order,
      productName: change.productName,
      vendor: change.vendor,
      status: CANCELLED_STATUS,
      refund: {
        cents: state.refund?.amountCents ?? 0,
        orderCancelled: need(state.cancelled, 'cancelled').orderCancelled,
      },
    });
  },
};
