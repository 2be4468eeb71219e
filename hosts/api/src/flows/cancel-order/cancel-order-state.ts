import type { Database } from '../../db/client.ts';
import type { CancelledItem, OrderNoticeDeps, OrderRow } from '../../modules/orders/index.ts';
import type { OrderPayment, PendingRefund } from '../../modules/payments/index.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';

export interface CancelOrderDeps extends OrderNoticeDeps {
  payments: PaymentGateway;
}

/** Why the order was not cancelled: it is not the caller's, it is cancelled already, or too late. */
export type CancelRefusal = 'notFound' | 'alreadyCancelled' | 'windowOver';

/** What the steps of the cancel-order flow read and fill in, in step order. */
export interface CancelOrderState {
  readonly deps: CancelOrderDeps;
  readonly userId: number;
  readonly orderId: number;
  readonly now: Date;
  /** The cancellation's transaction, while its steps run (write-cancellation). */
  tx?: Database;
  /** cancel-items: why nothing was cancelled, or the order and the items this call cancelled */
  refusal?: CancelRefusal;
  order?: OrderRow;
  items?: CancelledItem[];
  /** record-refund: the order's live payment and the refund recorded against it */
  payment?: OrderPayment | null;
  refund?: PendingRefund | null;
  /** notice-cancellation: the mails, sent once the refund was tried */
  notices?: { mailLater(refundCompleted: boolean): void };
  /** refund-payment: what the gateway threw (the order stays cancelled; the settler retries) */
  refundError?: unknown;
}

/** A value an earlier step must have set (a step running without it is a bug in the flow's order). */
export function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`cancel-order: ${name} is not set yet`);
  return value;
}
