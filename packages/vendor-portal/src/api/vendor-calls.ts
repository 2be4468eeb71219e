import {
  type VendorProductInputRequest,
  type VendorProductQuery,
  vendorProductOptionsResponseSchema,
  vendorProductPageResponseSchema,
  vendorProductResponseSchema,
} from '@showroom/contract/vendor';
import { api } from '@showroom/core';

/** `GET /api/vendor/products`: a page of the signed-in vendor's products. */
export function loadVendorProducts(query: VendorProductQuery, signal?: AbortSignal) {
  return api.get('vendor/products', {
    schema: vendorProductPageResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
}

/** `GET /api/vendor/products/{id}`: one of the vendor's products, for the edit form. */
export function loadVendorProduct(id: number, signal?: AbortSignal) {
  return api.get(`vendor/products/${id}`, { schema: vendorProductResponseSchema, ...(signal && { signal }) });
}

/** `GET /api/vendor/product_options`: the vendor's brand lines and the sub-categories a product may sit in. */
export function loadProductOptions(signal?: AbortSignal) {
  return api.get('vendor/product_options', {
    schema: vendorProductOptionsResponseSchema,
    ...(signal && { signal }),
  });
}

/** `POST /api/vendor/products`, or `PUT /api/vendor/products/{id}` with an id: answers the saved product. */
export function saveVendorProduct(id: number | null, product: VendorProductInputRequest) {
  const options = { schema: vendorProductResponseSchema, body: product, silent: true } as const;
  return id === null ? api.post('vendor/products', options) : api.put(`vendor/products/${id}`, options);
}

/** `POST /api/vendor/products/{id}/archive` or `/restore`: answers the product with its new status. */
export function setVendorProductArchived(id: number, archived: boolean) {
  return api.post(`vendor/products/${id}/${archived ? 'archive' : 'restore'}`, {
    schema: vendorProductResponseSchema,
  });
}
