/**
 * The list's, the product's and the brands' skeletons (with their screens' CSS) as chunks of their
 * own, asked for beside their screen's chunk: the elements module every catalogue element loads
 * then carries only the storefront's fallback, so a page with only `<showroom-store>` (or a
 * storefront `<showroom-catalog>`) downloads no other element's skeleton (decision 0124, second
 * round). Until one arrives, the element's reserved space (embed.js's sheet) holds its room.
 */
export const loadProductListSkeleton = () =>
  import('../widgets/product-list/product-list-skeleton.tsx').then((module) => module.ProductListSkeleton);
export const loadProductDetailSkeleton = () =>
  import('../widgets/product-detail/product-detail-skeleton.tsx').then(
    (module) => module.ProductDetailSkeleton,
  );
export const loadBrandsSkeleton = () =>
  import('../widgets/brands/brands-skeleton.tsx').then((module) => module.BrandsSkeleton);
