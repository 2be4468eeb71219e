import type { CartMerge } from '../cart/cart-merge.ts';

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/**
 * The toast after a sign-in merged the visitor's cart into the homeowner's (decision 0076), e.g.
 * "Your cart now also has the 2 items you picked before signing in (1 added to the same item
 * already in it). Tile X is limited to 3, all that is in stock." Null when nothing was merged: no toast.
 */
export function cartMergeMessage(merge: CartMerge | null | undefined): string | null {
  if (!merge) return null;
  const picked = merge.added + merge.combined;
  if (picked === 0) return null;
  const same = (count: number) => (count === 1 ? 'the same item' : 'the same items');
  let into = '';
  if (merge.combined === picked) into = ` (added to ${same(picked)} already in it)`;
  else if (merge.combined > 0) into = ` (${merge.combined} added to ${same(merge.combined)} already in it)`;
  const caps = merge.capped.map(({ name, qty, by }) =>
    by === 'stock'
      ? ` ${name} is limited to ${qty}, all that is in stock.`
      : ` ${name} is limited to ${qty}, the most one cart line holds.`,
  );
  return `Your cart now also has the ${items(picked)} you picked before signing in${into}.${caps.join('')}`;
}
