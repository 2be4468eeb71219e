/** The user types the vendor portal serves (decision 0068): vendors only. */
export const VENDOR_TYPES = ['Vendor'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];
