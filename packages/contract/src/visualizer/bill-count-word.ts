import { BILL_COUNT_WORDS } from '../messages/visualizer-messages.ts';

/** How a countertop line is counted when not in its product's unit (decision 0113): slabs or square feet. */
export const BILL_COUNTED_IN = ['slab', 'sqft'] as const;
export type BillCountedIn = (typeof BILL_COUNTED_IN)[number];

/**
 * The word of a bill line's quantity, for the visualizer's bill and AI design's designs alike (one
 * source): a countertop's slabs or sqft, else boxes for a box unit, else the unit's own word ("piece",
 * "pieces").
 */
export function billCountWord(count: number, unit: string, countedIn?: BillCountedIn | null): string {
  const counted = countedIn ?? (unit === 'Box' ? 'box' : undefined);
  if (counted) return BILL_COUNT_WORDS[counted][count === 1 ? 0 : 1];
  const word = unit.toLowerCase();
  return count === 1 ? word : `${word}s`;
}
