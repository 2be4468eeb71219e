import { stockLevel, stockNote } from '@showroom/contract/catalog';
import { StyleSheet } from '@showroom/ui';
import css from './commerce.css?inline';

/**
 * What a shopper is told of a size's stock where it can be added (issue #22): "Out of stock", or
 * "Only 3 left" at or under the contract's LOW_STOCK_THRESHOLD; nothing when there is plenty.
 */
export function StockNote({ stock, id }: { stock: number; id?: string }) {
  const note = stockNote(stock);
  if (!note) return null;
  return (
    // A span shown as a block, so it sits in a paragraph-less line (a mini cart's name) as well.
    <span className={`sr-stock sr-stock--${stockLevel(stock)}`} id={id} data-testid="stock-note">
      <StyleSheet name="sr-commerce" css={css} />
      {note}
    </span>
  );
}
