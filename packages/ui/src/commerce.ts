/**
 * `@showroom/ui/commerce`: the shared commerce widgets of spec §2 (price element, quantity box,
 * item-size line) and the area-to-boxes calculator, as their own entry (and federation share key):
 * the catalog, the cart and checkout show the same ones, and widgets selling nothing skip them.
 */
export { AreaToBoxes, type AreaToBoxesProps } from './commerce/area-to-boxes.tsx';
export { type ItemSize, ItemSizeLine, itemSizeText } from './commerce/item-size-line.tsx';
export { PriceElement, type PriceElementProps } from './commerce/price-element.tsx';
export type { PricedItem } from './commerce/price-lines.ts';
export { ProductThumb, type ProductThumbProps } from './commerce/product-thumb.tsx';
export { QuantityBox, type QuantityBoxProps } from './commerce/quantity-box.tsx';
export { minimumUnit } from './commerce/quantity-rules.ts';
