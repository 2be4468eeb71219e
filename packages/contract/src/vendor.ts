/**
 * `@showroom/contract/vendor`: the vendor portal's calls (issue #24). A separate entry (and federation
 * share key) so shoppers and pros never download it.
 */

export { VENDOR_TYPES, type VendorType } from './vendors/vendor-types.ts';
