import type { ProductCard } from '@showroom/contract/catalog';
import { navigate } from '@showroom/core';
import { PriceElement } from './price-element.tsx';
import { productHex, Swatch } from './swatch.tsx';

/** A product in a list or rail: swatch, name, brand and price, linking to its detail page. */
export function ProductCardView({ product }: { product: ProductCard }) {
  const path = `/product/${product.hash}`;
  return (
    <li className="sr-card">
      <a
        className="sr-card__link"
        href={path}
        onClick={(event) => {
          event.preventDefault();
          navigate(path);
        }}
      >
        <Swatch hex={productHex(product.colour)} label={product.colour[0]?.name ?? product.name} />
        <span className="sr-card__name">{product.name}</span>
      </a>
      <span className="sr-card__brand">{product.brand.name}</span>
      <PriceElement item={product} />
    </li>
  );
}
