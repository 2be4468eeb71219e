import { formatMessage } from '@showroom/contract';

/**
 * At or under this many units on hand a size says how many are left (issue #22): ten is about one
 * room's worth of boxes, below which a shopper planning a room should know before buying.
 */
export const LOW_STOCK_THRESHOLD = 10;

/** What every place a product can be added says of its stock (product page, cards, pickers, mini cart). */
export const STOCK_MESSAGES = {
  outOfStock: 'Out of stock',
  /** `{count}`: units on hand, at or under LOW_STOCK_THRESHOLD. */
  onlyLeft: 'Only {count} left',
  /** Why Add to cart is disabled. */
  cannotAdd: 'This size is out of stock, so it cannot be added to the cart.',
} as const;

export type StockLevel = 'out' | 'low' | 'plenty';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'plenty';
}

/** The words shown for a stock: none when there is plenty. */
export function stockNote(stock: number): string | null {
  const level = stockLevel(stock);
  if (level === 'out') return STOCK_MESSAGES.outOfStock;
  return level === 'low' ? formatMessage(STOCK_MESSAGES.onlyLeft, { count: stock }) : null;
}
