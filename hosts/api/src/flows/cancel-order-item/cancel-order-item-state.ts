import type { OrderItem } from '@showroom/contract/orders';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../modules/identity/index.ts';
import type {
  ItemCancelled,
  ItemToChange,
  OrderNoticeDeps,
  RefundingStatus,
} from '../../modules/orders/index.ts';
import type { OrderPayment, PendingRefund } from '../../modules/payments/index.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';

export interface CancelItemDeps extends OrderNoticeDeps {
  payments: PaymentGateway;
}

/** What the steps of the cancel-order-item flow read and fill in, in step order. */
export interface CancelItemState {
  readonly deps: CancelItemDeps;
  readonly user: Pick<SessionUser, 'id' | 'type' | 'email'>;
  readonly itemId: number;
  /** 'Cancle', 'Decline' (both restock and refund the share) or 'Returned' (less the restocking fee). */
  readonly status: RefundingStatus;
  readonly now: Date;
  /** The cancellation's transaction, while its steps run (write-cancellation). */
  tx?: Database;
  /** check-item: why nothing changes (refused, or the item cancelled already), or the item to cancel */
  refusal?: 'notFound' | 'notAllowed';
  unchanged?: OrderItem;
  change?: ItemToChange;
  /** cancel-item: what the guarded status change cancelled */
  cancelled?: ItemCancelled;
  /** record-refund: the order's live payment, and the item's refund (or the voided authorization) */
  refund?: PendingRefund | null;
  refundNow?: boolean;
  toVoid?: OrderPayment | null;
  /** notice-status: the homeowner's mail, sent once the refund was tried */
  mail?: { mailLater(refundCompleted?: boolean): void };
  /** refund-payment: what the gateway threw (the item stays cancelled; the settler retries) */
  refundError?: unknown;
}

/** A value an earlier step must have set (a step running without it is a bug in the flow's order). */
export function need<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`cancel-order-item: ${name} is not set yet`);
  return value;
}
