import { DEFAULT_PRODUCT_PAGE_SIZE } from '@showroom/contract/catalog';
import { Suspense } from 'react';
import { BrandsSkeleton } from '../widgets/brands/brands-skeleton.tsx';
import { ProductDetailSkeleton } from '../widgets/product-detail/product-detail-skeleton.tsx';
import { ProductListSkeleton } from '../widgets/product-list/product-list-skeleton.tsx';
import { CatalogFallback } from './catalog-fallback.tsx';
import { Brands, ProductDetail, ProductList, Storefront } from './catalog-screens.ts';

export interface CatalogElementProps {
  /** The `category` attribute (slug or id): its product list; without it, the storefront. */
  category?: string;
}

/** What `<showroom-catalog category="...">` renders. Filters stay in the widget, not the host's URL. */
export function CatalogElement({ category }: CatalogElementProps) {
  return (
    <Suspense
      fallback={
        category ? (
          <ProductListSkeleton category={category} perPage={DEFAULT_PRODUCT_PAGE_SIZE} />
        ) : (
          <CatalogFallback />
        )
      }
    >
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
    <Suspense fallback={<ProductDetailSkeleton />}>
      <ProductDetail key={hash} hash={hash ?? ''} />
    </Suspense>
  );
}

/** What `<showroom-brands>` renders. */
export function BrandsElement() {
  return (
    <Suspense fallback={<BrandsSkeleton />}>
      <Brands />
    </Suspense>
  );
}
