import {
  type VendorAccountRequest,
  type VendorProductInputRequest,
  type VendorProductQuery,
  vendorAccountResponseSchema,
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

/** `GET /api/vendor/account`: the vendor's details and what the set-up still lacks. */
export function loadVendorAccount(signal?: AbortSignal) {
  return api.get('vendor/account', { schema: vendorAccountResponseSchema, ...(signal && { signal }) });
}

/** `PUT /api/vendor/account`: saves the details (and a new brand line); answers the account as it now stands. */
export function saveVendorAccount(account: VendorAccountRequest) {
  return api.put('vendor/account', { schema: vendorAccountResponseSchema, body: account, silent: true });
}
