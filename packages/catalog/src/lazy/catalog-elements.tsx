import { DEFAULT_PRODUCT_PAGE_SIZE } from '@showroom/contract/catalog';
import { Suspense } from 'react';
import { EMPTY_LIST_QUERY } from '../rules/list-query.ts';
import { useEarlyLoad } from '../shared/use-early-load.ts';
import { loadBrandsEarly } from '../widgets/brands/brands-request.ts';
import { BrandsSkeleton } from '../widgets/brands/brands-skeleton.tsx';
import { loadProductDetailEarly } from '../widgets/product-detail/product-detail-request.ts';
import { ProductDetailSkeleton } from '../widgets/product-detail/product-detail-skeleton.tsx';
import { loadProductListEarly } from '../widgets/product-list/product-list-request.ts';
import { ProductListSkeleton } from '../widgets/product-list/product-list-skeleton.tsx';
import { CatalogFallback } from './catalog-fallback.tsx';
import { Brands, ProductDetail, ProductList, Storefront } from './catalog-screens.ts';

export interface CatalogElementProps {
  /** The `category` attribute (slug or id): its product list; without it, the storefront. */
  category?: string;
}

/** What `<showroom-catalog category="...">` renders. Filters stay in the widget, not the host's URL. */
export function CatalogElement({ category }: CatalogElementProps) {
  // The list's data travels while its code downloads (filters start empty in an element).
  useEarlyLoad(category ?? '', () => {
    if (category) loadProductListEarly(category, EMPTY_LIST_QUERY);
  });
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
  useEarlyLoad(hash ?? '', () => loadProductDetailEarly(hash ?? ''));
  return (
    <Suspense fallback={<ProductDetailSkeleton />}>
      <ProductDetail key={hash} hash={hash ?? ''} />
    </Suspense>
  );
}

/** What `<showroom-brands>` renders. */
export function BrandsElement() {
  useEarlyLoad('brands', loadBrandsEarly);
  return (
    <Suspense fallback={<BrandsSkeleton />}>
      <Brands />
    </Suspense>
  );
}
