import type { SessionUser } from '../../modules/identity/index.ts';
import type { RefundingStatus, SetStatusOutcome } from '../../modules/orders/index.ts';
import { sendRefund, voidPayment } from '../../modules/payments/index.ts';
import { defineFlow, runFlow } from '../flow-runner.ts';
import { transactionStep } from '../transaction-step.ts';
import { cancelItem } from './cancel-item.ts';
import type { CancelItemDeps, CancelItemState } from './cancel-order-item-state.ts';
import { checkItem } from './check-item.ts';
import { noticeStatus } from './notice-status.ts';
import { recordItemRefund } from './record-item-refund.ts';
import { restockItem } from './restock-item.ts';

/** The database's part of cancelling an item, in one transaction (see transaction-step.ts). */
export const cancelOrderItemWriteFlow = defineFlow<CancelItemState>('cancel-order-item-write', [
  checkItem,
  cancelItem,
  restockItem,
  recordItemRefund,
  noticeStatus,
]);

/**
 * A vendor-side user or an admin turns one item 'Cancle', a vendor 'Decline', an admin 'Returned'
 * (spec §4, decision 0096): its status, its stock back, its refund recorded (the whole rest when it
 * was the last item, which cancels the order; a return less its restocking fee) and the notices,
 * all in one transaction that only the first of concurrent or repeated changes gets to change
 * anything in. After the commit the refund is sent (or the cancelled order's
 * authorization voided); a gateway failure leaves the refund pending for the payment settler. Then
 * the mail goes.
 */
export const cancelOrderItemFlow = defineFlow<CancelItemState>('cancel-order-item', [
  transactionStep('write-cancellation', {
    db: (state) => state.deps.db,
    flow: cancelOrderItemWriteFlow,
    stopped: (state) => state.refusal !== undefined || state.unchanged !== undefined,
  }),
  {
    name: 'refund-payment',
    async invoke(state) {
      try {
        if (state.refund && state.refundNow) await sendRefund(state.deps, state.refund);
        else if (state.toVoid) await voidPayment(state.deps, state.toVoid);
        state.refundError = null;
      } catch (error) {
        state.refundError = error;
      }
    },
  },
  {
    name: 'mail-notices',
    invoke(state) {
      state.mail?.mailLater(!refundDelayed(state));
    },
  },
]);

/** The refund was not completed now: refused, or the payment not captured yet (the settler sends it). */
const refundDelayed = (state: CancelItemState) =>
  (state.refundError ?? null) !== null || Boolean(state.refund && !state.refundNow);

/** Runs the flow for `user` setting the order item `itemId` to a refunding status; answers as any other status does. */
export async function cancelOrderItem(
  deps: CancelItemDeps,
  user: Pick<SessionUser, 'id' | 'type' | 'email'>,
  itemId: number,
  status: RefundingStatus,
): Promise<SetStatusOutcome> {
  const now = deps.clock.now();
  const state = await runFlow(cancelOrderItemFlow, { deps, user, itemId, status, now });
  if (state.refusal) return { kind: state.refusal };
  if (state.unchanged) {
    return { kind: 'set', item: state.unchanged, changed: false, refundError: null, refundDelayed: false };
  }
  const change = state.change;
  if (!change) throw new Error('cancel-order-item ended without its item');
  return {
    kind: 'set',
    item: change.changedView(now),
    changed: true,
    refundError: state.refundError ?? null,
    refundDelayed: refundDelayed(state),
  };
}
