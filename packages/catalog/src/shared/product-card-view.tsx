import { PriceElement, ProductThumb, StockNote } from '@showroom/commerce-ui';
import { productPath } from '@showroom/contract';
import type { ProductCard } from '@showroom/contract/catalog';
import { ShellLink, useShowroomSelection } from '@showroom/ui';

/** The card picture's intrinsic square; CSS scales it to the card's width (the ratio stays). */
const CARD_PICTURE_PX = 180;

/** Cards of a list on the first screen at any width (two rows of two on phones, a row of four on desktops). */
export const FIRST_SCREEN_CARDS = 4;

export interface ProductCardViewProps {
  product: ProductCard;
  /** On the first screen: its picture is fetched at once and early (see `ProductThumb`). */
  priority?: boolean;
}

/**
 * A product in a list or rail: picture, name, brand, price and a low or sold-out stock's note,
 * linking to its detail page. The link
 * names the showroom (`/product/{hash}/{vsd_id}`), so a shared copy opens at the same pro's prices.
 * The picture is decorative (the name beside it says what it is); it is tinted with the product's
 * colour while it loads.
 */
export function ProductCardView({ product, priority = false }: ProductCardViewProps) {
  const vsdId = useShowroomSelection()?.vsd_id;
  return (
    <li className="sr-card">
      <ShellLink className="sr-card__link" to={productPath(product.hash, vsdId)}>
        <ProductThumb
          className="sr-card__picture"
          product={product}
          px={CARD_PICTURE_PX}
          priority={priority}
          tint={product.colour[0]?.hex}
        />
        <span className="sr-card__name">{product.name}</span>
      </ShellLink>
      <span className="sr-card__brand">{product.brand.name}</span>
      <PriceElement item={product} />
      <StockNote stock={product.stock} />
    </li>
  );
}
