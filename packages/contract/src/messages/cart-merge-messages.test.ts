import { describe, expect, it } from 'vitest';
import { cartMergeMessage } from './cart-merge-messages.ts';

describe('cartMergeMessage', () => {
  it('says nothing when nothing was merged', () => {
    expect(cartMergeMessage(undefined)).toBeNull();
    expect(cartMergeMessage({ added: 0, combined: 0, capped: [] })).toBeNull();
  });

  it('counts the items the visitor picked', () => {
    expect(cartMergeMessage({ added: 1, combined: 0, capped: [] })).toBe(
      'Your cart now also has the 1 item you picked before signing in.',
    );
    expect(cartMergeMessage({ added: 2, combined: 1, capped: [] })).toBe(
      'Your cart now also has the 3 items you picked before signing in (1 added to the same item already in it).',
    );
  });

  it('names each line held to the stock or to the most a line holds', () => {
    const capped = [
      { product_id: 4, name: 'Oak plank', qty: 3, by: 'stock' as const },
      { product_id: 5, name: 'Grout', qty: 9999, by: 'limit' as const },
    ];
    expect(cartMergeMessage({ added: 0, combined: 2, capped })).toBe(
      'Your cart now also has the 2 items you picked before signing in (added to the same items already in it).' +
        ' Oak plank is limited to 3, all that is in stock. Grout is limited to 9999, the most one cart line holds.',
    );
  });
});
