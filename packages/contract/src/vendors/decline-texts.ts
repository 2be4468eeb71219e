/**
 * What the vendor's Decline asks before it is sent (issue #24): it refunds, restocks and tells people,
 * and cannot be undone, so the vendor reads that first. `{product}` is the item's product name.
 */
export const DECLINE_CONFIRM_TEXTS = {
  title: 'Decline {product}?',
  body: 'Declining refuses this item for good: its share of the order is refunded to the homeowner, its stock is put back on sale, and the homeowner and the pro are told that you could not supply it.',
  keep: 'Cancel',
  confirm: 'Decline item',
} as const;
