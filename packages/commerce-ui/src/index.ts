/**
 * `@showroom/commerce-ui`: the shared commerce widgets of spec §2 (price element, quantity box,
 * item-size line) and the area-to-boxes calculator, as their own entry (and federation share key):
 * the catalog, the cart and checkout show the same ones, and widgets selling nothing skip them.
 */
export { AreaToBoxes, type AreaToBoxesProps } from './product-line/area-to-boxes.tsx';
export { ColourChoice, type ColourChoiceProps, type ColourOption } from './product-line/colour-choice.tsx';
export { type ItemSize, ItemSizeLine, itemSizeText } from './product-line/item-size-line.tsx';
export { PriceElement, type PriceElementProps } from './product-line/price-element.tsx';
export type { PricedItem } from './product-line/price-lines.ts';
export { ProductThumb, type ProductThumbProps } from './product-line/product-thumb.tsx';
export { QuantityBox, type QuantityBoxProps } from './product-line/quantity-box.tsx';
export { minimumUnit } from './product-line/quantity-rules.ts';
export { SizeChoice, type SizeChoiceProps } from './product-line/size-choice.tsx';
export { StockNote } from './product-line/stock-note.tsx';
