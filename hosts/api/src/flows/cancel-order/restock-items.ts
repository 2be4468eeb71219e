import { restockSizes } from '../../modules/catalog/index.ts';
import { type CancelOrderState, need } from './cancel-order-state.ts';

/**
 * Puts the units of the items this call cancelled back on stock (modules/catalog): only those, so
 * a second cancel restocks nothing. Undone by the transaction's rollback.
 */
export const restockItems = {
  name: 'restock',
  async invoke(state: CancelOrderState): Promise<void> {
    const items = need(state.items, 'items');
    await restockSizes(
      need(state.tx, 'tx'),
      items.map((item) => ({ sizeId: item.size_id, qty: item.qty })),
    );
  },
};
