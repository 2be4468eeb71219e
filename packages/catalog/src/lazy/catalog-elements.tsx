import { Suspense } from 'react';
import { CatalogFallback } from './catalog-fallback.tsx';
import { Brands, ProductDetail, ProductList, Storefront } from './catalog-screens.ts';

export interface CatalogElementProps {
  /** The `category` attribute (slug or id): its product list; without it, the storefront. */
  category?: string;
}

/** What `<showroom-catalog category="...">` renders. Filters stay in the widget, not the host's URL. */
export function CatalogElement({ category }: CatalogElementProps) {
  return (
    <Suspense fallback={<CatalogFallback />}>
      {category ? <ProductList key={category} category={category} /> : <Storefront />}
    </Suspense>
  );
}

export interface ProductElementProps {
  /** The `hash` attribute: the product to show. */
  hash?: string;
}

/** What `<showroom-product hash="...">` renders. */
export function ProductElement({ hash }: ProductElementProps) {
  return (
    <Suspense fallback={<CatalogFallback />}>
      <ProductDetail key={hash} hash={hash ?? ''} />
    </Suspense>
  );
}

/** What `<showroom-brands>` renders. */
export function BrandsElement() {
  return (
    <Suspense fallback={<CatalogFallback />}>
      <Brands />
    </Suspense>
  );
}
