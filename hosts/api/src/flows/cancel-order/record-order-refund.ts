import { dropPendingRefunds, lockOrderPayment, recordRefund } from '../../modules/payments/index.ts';
import { type CancelOrderState, need } from './cancel-order-state.ts';

/**
 * Records what is left of a captured payment as one refund (items an admin cancelled before were
 * refunded on their own), the payment row locked so that concurrent refunds never add up to more
 * than was paid (modules/payments). An authorization only is voided after the commit, and refunds
 * promised against it are dropped. Undone by the transaction's rollback.
 */
export const recordOrderRefund = {
  name: 'record-refund',
  async invoke(state: CancelOrderState): Promise<void> {
    const tx = need(state.tx, 'tx');
    const payment = await lockOrderPayment(tx, state.orderId);
    state.payment = payment;
    state.refund = null;
    if (payment?.state === 'captured') {
      state.refund = await recordRefund(tx, payment, {
        orderItemId: null,
        wantedCents: null,
        now: state.now,
      });
    } else if (payment) await dropPendingRefunds(tx, payment.id);
  },
};
