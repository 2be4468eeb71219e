import { type CartMerge, cartMergeMessage } from '@showroom/contract/cart';
import { notify } from '@showroom/core';

/**
 * Tells the homeowner what signing in did to the cart they built as a visitor (decision 0076): a
 * success toast, a warning when a line was held to its stock. Nothing merged, no toast. Only the one
 * answer whose call merged carries `merged`, so the toast shows once.
 */
export function noticeCartMerge(merge: CartMerge | null | undefined): void {
  const message = cartMergeMessage(merge);
  if (!message) return;
  if (merge?.capped.length) notify.warning(message);
  else notify.success(message);
}
