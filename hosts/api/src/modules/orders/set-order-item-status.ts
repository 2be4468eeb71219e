import { isRefundingStatus, type OrderItem, type OrderItemStatus } from '@showroom/contract/orders';
import type { SessionUser } from '../identity/index.ts';
import { checkItemStatusChange } from './item-status-check.ts';
import { noticeStatusChange, type OrderNoticeDeps } from './order-notices.ts';
import { auditActorOf, writeItemStatus } from './write-item-status.ts';

/**
 * The statuses that restock and refund (the contract's REFUNDING_STATUSES, spelled here as a type):
 * only the refunding flow (flows/cancel-order-item) sets them.
 */
export type RefundingStatus = Extract<OrderItemStatus, 'Cancle' | 'Decline' | 'Returned'>;

/** Every other status: set here, with nothing to give back. */
export type PlainItemStatus = Exclude<OrderItemStatus, RefundingStatus>;

export const isPlainItemStatus = (status: OrderItemStatus): status is PlainItemStatus =>
  !isRefundingStatus(status);

export type SetStatusOutcome =
  | { kind: 'notFound' }
  | { kind: 'notAllowed' }
  /**
   * `changed` false: the item already had that status (a repeated PUT), nothing was written.
   * `refundError`: the item is cancelled but the gateway refused or failed its refund (retried later).
   * `refundDelayed`: the item's refund was not completed now (refused, or the payment not captured
   * yet); the settler sends it later.
   */
  | { kind: 'set'; item: OrderItem; changed: boolean; refundError: unknown; refundDelayed: boolean };

/**
 * Moves an order item to `status` (spec §4) when its caller may (`checkItemStatusChange`): writes
 * the status change with who made it, and tells the homeowner (notification with the change, mail
 * after it).
 */
export async function setOrderItemStatus(
  deps: OrderNoticeDeps,
  user: Pick<SessionUser, 'id' | 'type' | 'email'>,
  itemId: number,
  status: PlainItemStatus,
): Promise<SetStatusOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const check = await checkItemStatusChange(tx, user, itemId, status);
    if (check.kind === 'notFound' || check.kind === 'notAllowed') return check;
    if (check.kind === 'unchanged')
      return { kind: 'set', item: check.item, changed: false, mail: null } as const;
    const { change } = check;
    await writeItemStatus(tx, {
      orderId: change.order.id,
      itemIds: [itemId],
      status,
      changedBy: user.id,
      now,
      admin: auditActorOf(user),
    });
    const mail = await noticeStatusChange(deps, tx, {
      order: change.order,
      productName: change.productName,
      vendor: change.vendor,
      status,
    });
    return { kind: 'set', item: change.changedView(now), changed: true, mail } as const;
  });
  if (outcome.kind !== 'set') return outcome;
  outcome.mail?.mailLater();
  return {
    kind: 'set',
    item: outcome.item,
    changed: outcome.changed,
    refundError: null,
    refundDelayed: false,
  };
}
