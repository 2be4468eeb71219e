/**
 * Constants of spec §9 that only the information pages, the marketing home, the terms in registration
 * and the API use. Not in the base entry: a shared module is never tree-shaken, and every widget
 * would download these. Import them from `@showroom/contract/constants`.
 */
export const DATE_FORMAT = 'MM.DD.YYYY';
export const PHONE_FORMAT = '(xxx) xxx-xxxx';
export const DEFAULT_SHIPPING_CHARGE = 0;

export const POLICY = {
  returnWindowDays: 12,
  vendorRefundDays: 30,
  claimFilingYears: 1,
  liabilityFloorUsd: 100,
  minimumAge: 13,
  guardianConsentAge: 18,
  refundBusinessDays: '7-14',
  cancelOrAddressChangeMinutes: 60,
  orderProcessingHours: 48,
  deliveryWeeks: '1-3',
  negativeBalanceDueDays: 10,
  pendingBalanceBusinessDays: 46,
  accountApprovalHours: 24,
  subscriptionCancellationHours: 24,
  incompleteOrderReportWeeks: 2,
  demoMinutes: 30,
} as const;

export const CAROUSEL = {
  inspirationSlides: 4,
  shopSlides: 4,
  brandSlides: { default: 6, below1024: 4, below767: 2, below480: 1 },
  imagesPerRoomTab: 7,
} as const;

export const SHOP_CATEGORY_COUNT = 22;
export const TESTIMONIAL_COUNT_APPROX = 40;
export const FOOTER_OFFER_PERCENT = 30;
export const MARKETING_SAVINGS_PERCENT = 60;

/** Numeric guard roles of spec §6. */
export const GUARD_ROLE = { admin: 1, shop: 2, customer: 3 } as const;

/** The 22 shop categories of spec §2, in the spec's order. */
export const SHOP_CATEGORIES = [
  'Appliances',
  'Artificial Turf',
  'Backsplash Tiles',
  'Bathroom Faucets',
  'Bathroom Vanitys',
  'Bath Tubs',
  'Cabinet Hardware',
  'Countertop',
  'Fans',
  'Hardscaping',
  'Hardwood Flooring',
  'Kitchen Faucets',
  'Kitchen Sinks',
  'Laminate Flooring',
  'Lights',
  'luxury-flooring',
  'Pool Copings',
  'Showers',
  'Stacked Stone',
  'Tile Flooring',
  'Toilets',
  'Outdoor',
] as const;
