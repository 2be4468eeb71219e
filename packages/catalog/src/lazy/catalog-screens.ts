/**
 * Each catalog screen as its own chunk: the remote's entry stays small, and a visitor on the
 * storefront does not download the product detail's rails and quantity box. The shell's routes
 * render them through `lazy`; the elements wait for the `load…` functions with `useChunk`.
 */
import { lazy } from 'react';

export const loadStorefront = () =>
  import('../widgets/storefront/storefront.tsx').then((module) => module.Storefront);
export const loadProductList = () =>
  import('../widgets/product-list/product-list.tsx').then((module) => module.ProductList);
export const loadProductDetail = () =>
  import('../widgets/product-detail/product-detail.tsx').then((module) => module.ProductDetail);
export const loadBrands = () => import('../widgets/brands/brands.tsx').then((module) => module.Brands);

export const Storefront = lazy(() => loadStorefront().then((component) => ({ default: component })));
export const ProductList = lazy(() => loadProductList().then((component) => ({ default: component })));
export const ProductDetail = lazy(() => loadProductDetail().then((component) => ({ default: component })));
export const Brands = lazy(() => loadBrands().then((component) => ({ default: component })));
