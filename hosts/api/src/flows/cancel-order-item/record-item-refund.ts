import { dropPendingRefunds, lockOrderPayment, recordRefund } from '../../modules/payments/index.ts';
import { type CancelItemState, need } from './cancel-order-item-state.ts';

/**
 * Records the item's refund against the order's payment, its row locked (modules/payments): its
 * share of what was paid as checkout split it, or, when it was the last item, all that is left of the
 * payment (shipping too). An order cancelled before its capture has its authorization voided after
 * the commit instead, and the refunds promised against it dropped. Only a captured payment is
 * refunded now; the settler sends the refund of one captured later. Undone by the transaction's
 * rollback.
 */
export const recordItemRefund = {
  name: 'record-refund',
  async invoke(state: CancelItemState): Promise<void> {
    const tx = need(state.tx, 'tx');
    const { orderCancelled, shareCents } = need(state.cancelled, 'cancelled');
    const payment = await lockOrderPayment(tx, need(state.change, 'change').order.id);
    state.refund = null;
    state.refundNow = false;
    state.toVoid = null;
    if (!payment) return;
    if (orderCancelled && payment.state === 'authorized') {
      await dropPendingRefunds(tx, payment.id);
      state.toVoid = payment;
      return;
    }
    state.refund = await recordRefund(tx, payment, {
      orderItemId: state.itemId,
      wantedCents: orderCancelled ? null : shareCents,
      now: state.now,
    });
    state.refundNow = payment.state === 'captured';
  },
};
