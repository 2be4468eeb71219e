import type { OrderDetail } from '@showroom/contract/orders';
import { orderDetailView } from '../../modules/orders/index.ts';
import { sendRefund, voidPayment } from '../../modules/payments/index.ts';
import { defineFlow, runFlow } from '../flow-runner.ts';
import { transactionStep } from '../transaction-step.ts';
import { cancelItems } from './cancel-items.ts';
import type { CancelOrderDeps, CancelOrderState, CancelRefusal } from './cancel-order-state.ts';
import { noticeOrderCancellation } from './notice-cancellation.ts';
import { recordOrderRefund } from './record-order-refund.ts';
import { restockItems } from './restock-items.ts';

export type CancelOrderOutcome =
  | { kind: CancelRefusal }
  /** `refundError`: the order is cancelled but the gateway refused or failed the refund. */
  | { kind: 'cancelled'; order: OrderDetail; refundError: unknown };

/** The database's part of a cancel, in one transaction (see transaction-step.ts). */
export const cancelOrderWriteFlow = defineFlow<CancelOrderState>('cancel-order-write', [
  cancelItems,
  restockItems,
  recordOrderRefund,
  noticeOrderCancellation,
]);

/**
 * The homeowner cancels their order within the window (spec §9): the items cancelled, their stock
 * back, what is left of the payment recorded as one refund and the notices written, all in one
 * transaction that only the first of concurrent or repeated cancels gets to change anything in.
 * After the commit (the gateway is another system, and on PGlite a query outside an open
 * transaction would wait for it) the refund is sent or the authorization voided; a gateway failure
 * leaves the refund pending for the payment settler. Then the mails go.
 */
export const cancelOrderFlow = defineFlow<CancelOrderState>('cancel-order', [
  transactionStep('write-cancellation', {
    db: (state) => state.deps.db,
    flow: cancelOrderWriteFlow,
    stopped: (state) => state.refusal !== undefined,
  }),
  {
    name: 'refund-payment',
    async invoke(state) {
      try {
        if (state.refund) await sendRefund(state.deps, state.refund);
        else if (state.payment?.state === 'authorized') await voidPayment(state.deps, state.payment);
        state.refundError = null;
      } catch (error) {
        state.refundError = error;
      }
    },
  },
  {
    name: 'mail-notices',
    invoke(state) {
      state.notices?.mailLater(state.refundError === null);
    },
  },
]);

/** Runs the flow for the homeowner `userId` and their order `orderId`. */
export async function cancelOrder(
  deps: CancelOrderDeps,
  userId: number,
  orderId: number,
): Promise<CancelOrderOutcome> {
  const now = deps.clock.now();
  const state = await runFlow(cancelOrderFlow, { deps, userId, orderId, now });
  if (state.refusal) return { kind: state.refusal };
  const order = await orderDetailView(deps.db, orderId, now);
  if (!order) throw new Error(`Order ${orderId} vanished while being cancelled.`);
  return { kind: 'cancelled', order, refundError: state.refundError ?? null };
}
