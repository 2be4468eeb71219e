/**
 * The elements' early data requests (decision 0128), a chunk of their own that `withEarlyLoads`
 * asks for beside the screen's chunk: the store's first screen, a storefront that asks nothing
 * early, then does not download the list's, the product's and the brands' requests (decision 0130).
 */
export { EMPTY_LIST_QUERY } from '../rules/empty-list-query.ts';
export { loadBrandsEarly } from '../widgets/brands/brands-request.ts';
export { loadProductDetailEarly } from '../widgets/product-detail/product-detail-request.ts';
export { loadProductListEarly } from '../widgets/product-list/product-list-request.ts';
