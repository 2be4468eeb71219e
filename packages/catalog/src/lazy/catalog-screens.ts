/**
 * Each catalog screen as its own chunk: the remote's entry stays small, and a visitor on the
 * storefront does not download the product detail's rails and quantity box.
 */
import { lazy } from 'react';

export const Storefront = lazy(() =>
  import('../widgets/storefront/storefront.tsx').then((module) => ({ default: module.Storefront })),
);
export const ProductList = lazy(() =>
  import('../widgets/product-list/product-list.tsx').then((module) => ({ default: module.ProductList })),
);
export const ProductDetail = lazy(() =>
  import('../widgets/product-detail/product-detail.tsx').then((module) => ({
    default: module.ProductDetail,
  })),
);
export const Brands = lazy(() =>
  import('../widgets/brands/brands.tsx').then((module) => ({ default: module.Brands })),
);
