import { productPath } from '@showroom/contract';
import type { ProductCard } from '@showroom/contract/catalog';
import { useShowroomSelection } from '@showroom/ui';
import { PriceElement } from '@showroom/ui/commerce';
import { ShellLink } from '@showroom/ui/link';
import { productHex, Swatch } from './swatch.tsx';

/**
 * A product in a list or rail: swatch, name, brand and price, linking to its detail page. The link
 * names the showroom (`/product/{hash}/{vsd_id}`), so a shared copy opens at the same pro's prices.
 */
export function ProductCardView({ product }: { product: ProductCard }) {
  const vsdId = useShowroomSelection()?.vsd_id;
  return (
    <li className="sr-card">
      <ShellLink className="sr-card__link" to={productPath(product.hash, vsdId)}>
        <Swatch hex={productHex(product.colour)} label={product.colour[0]?.name ?? product.name} />
        <span className="sr-card__name">{product.name}</span>
      </ShellLink>
      <span className="sr-card__brand">{product.brand.name}</span>
      <PriceElement item={product} />
    </li>
  );
}
