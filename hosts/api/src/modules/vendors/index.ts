/**
 * Vendors: their account set-up and their own products (issue #24, decision 0094) — the portal's list, form and archive, and the
 * one save the bulk import calls by SKU.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export type { PhotoOutcome } from './product-photos.ts';
export type { VendorProductFilters } from './vendor-product-reads.ts';
export type { SavedProduct, SaveTarget } from './vendor-product-save.ts';
export { createVendorsService, type VendorsService } from './vendors-service.ts';
