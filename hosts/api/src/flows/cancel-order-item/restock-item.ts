import { restockSizes } from '../../modules/catalog/index.ts';
import { type CancelItemState, need } from './cancel-order-item-state.ts';

/** Puts the cancelled item's units back on stock (modules/catalog). Undone by the transaction's rollback. */
export const restockItem = {
  name: 'restock',
  async invoke(state: CancelItemState): Promise<void> {
    const { sizeId, qty } = need(state.cancelled, 'cancelled');
    await restockSizes(need(state.tx, 'tx'), [{ sizeId, qty }]);
  },
};
