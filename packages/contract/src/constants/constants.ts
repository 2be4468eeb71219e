/** Business constants and limits of spec §9, written once. */
export const CURRENCY = { code: 'USD', locale: 'en-US', decimals: 2 } as const;
export const DATE_FORMAT = 'MM.DD.YYYY';
export const PHONE_FORMAT = '(xxx) xxx-xxxx';
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const TOKEN_MIN_LENGTH_EXCLUSIVE = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_COUNTRY_CODE = '+1';
export const SHOWROOM_ID_LENGTH = 8;
/** The showroom filter also searches when the text is longer than this. */
export const SHOWROOM_FILTER_MIN_EXCLUSIVE = 2;

export const COOKIE_DAYS = { rememberMe: 340, otpVerify: 340, userType: 1 } as const;

export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_MIN_UNIT = 1;
export const DECIMAL_MAX_PLACES = 2;
export const DEFAULT_UNIT_LABEL = 'Piece';
export const DEFAULT_SHIPPING_CHARGE = 0;
export const DEFAULT_NEW_LAYOUT = 'No';

export const PREMIUM_PLAN = { name: 'Premium', amount: 199 } as const;
export const MARKUP = { minimumPercent: 10, standardPercent: 10 } as const;

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

export const UI_TIMING = {
  toastTimeoutMs: 10_000,
  toastPosition: 'top-right',
  lazyLoadTimeoutMs: 120_000,
  pageScrollDelayMs: 100,
} as const;

export const UI_SIZES = {
  progressBarHeightPx: 3,
  loadingOverlay: { color: 'green', sizePx: 64, opacity: 0.5 },
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

export const USER_TYPES = ['User', 'Vendor', 'Contractor', 'Admin', 'Designer'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const PROCEEDING_STATUSES = ['Active', 'Approve'] as const;
export const DEACTIVATED_STATUS = 'Deactive';

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
