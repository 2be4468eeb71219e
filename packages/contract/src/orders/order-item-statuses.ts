/**
 * Order item statuses and who may set them (spec §4, issue #12). The rules live here once: the
 * server enforces them and the status dropdown disables what they forbid.
 */

/**
 * Stored values in their order along an item's life, with the names vendors' and admins' screens
 * show (spec §4), and the plain words a homeowner reads for the same status (issue #22).
 */
export const ORDER_ITEM_STATUSES = [
  { value: 'Waiting for approval', label: 'Pending Approval', homeowner: 'Waiting for approval' },
  { value: 'Vendor Approved', label: 'Approved', homeowner: 'Approved' },
  { value: 'Decline', label: 'Not Approved', homeowner: 'Not approved' },
  { value: 'In Progress', label: 'In Progress', homeowner: 'In progress' },
  { value: 'Ready to Pick Up', label: 'Ready to Pick Up', homeowner: 'Ready for pick-up' },
  { value: 'Accept to Pick Up', label: 'Accept to Pick Up', homeowner: 'Accepted for pick-up' },
  { value: 'Picked Up', label: 'Picked Up', homeowner: 'Picked up' },
  { value: 'Shipping', label: 'Shipping', homeowner: 'Shipping' },
  { value: 'Shipped', label: 'Shipped', homeowner: 'Shipped' },
  { value: 'Out For Delivery', label: 'Out For Delivery', homeowner: 'Out for delivery' },
  // The spec's stored value and display name, misspelt as the API has it.
  { value: 'Cancle', label: 'Cancle', homeowner: 'Cancelled' },
  { value: 'Return Request', label: 'Return Request', homeowner: 'Return requested' },
  { value: 'Returned', label: 'Returned', homeowner: 'Returned' },
  { value: 'Delivered', label: 'Delivered', homeowner: 'Delivered' },
] as const;

export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number]['value'];

/** Every item starts Pending Approval (spec §4): the first of the list. */
export const FIRST_ORDER_ITEM_STATUS: OrderItemStatus = ORDER_ITEM_STATUSES[0].value;

/** The status from which only an Admin decides (spec §4). */
export const ADMIN_FROM_STATUS: OrderItemStatus = 'Accept to Pick Up';

/** The status that puts the item's stock back and refunds it; final once set. */
export const CANCELLED_STATUS: OrderItemStatus = 'Cancle';

/** The vendor's refusal of an item (spec §4 'Decline'): like a cancellation it restocks and refunds; final. */
export const DECLINED_STATUS: OrderItemStatus = 'Decline';

/** A return the homeowner asked for, and the return received: refunded less the restocking fee; final. */
export const RETURN_REQUEST_STATUS: OrderItemStatus = 'Return Request';
export const RETURNED_STATUS: OrderItemStatus = 'Returned';

/** The item every return starts from: what the homeowner received. */
export const DELIVERED_STATUS: OrderItemStatus = 'Delivered';

/**
 * The statuses that give the item's units back to stock and refund its share (decision 0096): only
 * the refunding flow sets them, so no route can set one and keep the money or the stock.
 */
export const REFUNDING_STATUSES: readonly OrderItemStatus[] = [
  CANCELLED_STATUS,
  DECLINED_STATUS,
  RETURNED_STATUS,
];

/** The statuses of an item that left the order before it was received: it counts for nothing anymore. */
export const WITHDRAWN_STATUSES: readonly OrderItemStatus[] = [CANCELLED_STATUS, DECLINED_STATUS];

export const isRefundingStatus = (status: OrderItemStatus): boolean => REFUNDING_STATUSES.includes(status);
/**
 * The statuses of an item the homeowner has received: what is delivered comes back as a return
 * (Return Request, Returned), never as a cancellation, which would restock and refund it unseen.
 */
const RECEIVED_STATUSES: readonly OrderItemStatus[] = ['Delivered', 'Return Request', 'Returned'];

/** Who is changing a status: vendor-side users and admins may; nobody else. */
export type StatusSetter = 'vendor' | 'admin' | 'contractor' | 'homeowner';

function rank(status: OrderItemStatus): number {
  return ORDER_ITEM_STATUSES.findIndex(({ value }) => value === status);
}

export function isOrderItemStatus(value: string): value is OrderItemStatus {
  return ORDER_ITEM_STATUSES.some((status) => status.value === value);
}

/** The spec's display name of a status, as vendors, admins and pros read it. */
export function orderItemStatusLabel(status: OrderItemStatus): string {
  return ORDER_ITEM_STATUSES[rank(status)]?.label ?? status;
}

/** The plain words a homeowner reads for a status ("Cancelled", not the spec's "Cancle"). */
export function homeownerStatusWords(status: OrderItemStatus): string {
  return ORDER_ITEM_STATUSES[rank(status)]?.homeowner ?? status;
}

/**
 * Whether `setter` may move an item from `current` to `next`: the first five only by vendor-side
 * users and only before Accept to Pick Up; Accept to Pick Up and later only by an Admin, Accept to
 * Pick Up itself not once the item is beyond it; nothing once it is cancelled, declined or returned,
 * no cancel once it is received (issue #22), Return Request only from Delivered and Returned only
 * from Return Request (decision 0096). Choosing the current status is no change.
 */
export function canSetOrderItemStatus(
  setter: StatusSetter,
  current: OrderItemStatus,
  next: OrderItemStatus,
): boolean {
  if (next === current) return false;
  // A cancelled, declined or returned item's stock went back and its share was refunded: final.
  if (REFUNDING_STATUSES.includes(current)) return false;
  if (next === CANCELLED_STATUS && RECEIVED_STATUSES.includes(current)) return false;
  // A return starts from a delivered item, and only a requested return is received back.
  if (next === RETURN_REQUEST_STATUS && current !== DELIVERED_STATUS) return false;
  if (next === RETURNED_STATUS && current !== RETURN_REQUEST_STATUS) return false;
  const adminFrom = rank(ADMIN_FROM_STATUS);
  if (rank(next) < adminFrom) return setter === 'vendor' && rank(current) < adminFrom;
  if (setter !== 'admin') return false;
  return next !== ADMIN_FROM_STATUS || rank(current) < adminFrom;
}
