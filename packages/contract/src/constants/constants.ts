/** Business constants and limits of spec §9, written once. */
export const CURRENCY = { code: 'USD', locale: 'en-US', decimals: 2 } as const;
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
export const DEFAULT_NEW_LAYOUT = 'No';

export const PREMIUM_PLAN = { name: 'Premium', amount: 199 } as const;
export const MARKUP = { minimumPercent: 10, standardPercent: 10 } as const;

export const UI_TIMING = {
  toastTimeoutMs: 10_000,
  toastPosition: 'top-right',
  lazyLoadTimeoutMs: 120_000,
  pageScrollDelayMs: 100,
} as const;

/**
 * How far below the fold an element or a part of one starts loading (embed.js for elements, the
 * storefront's rail for its own code), so a scroll finds it ready.
 */
export const NEAR_VIEWPORT_MARGIN = '400px';

export const UI_SIZES = {
  progressBarHeightPx: 3,
  loadingOverlay: { color: 'green', sizePx: 64, opacity: 0.5 },
} as const;

export const USER_TYPES = ['User', 'Vendor', 'Contractor', 'Admin', 'Designer'] as const;
export type UserType = (typeof USER_TYPES)[number];
/**
 * The two kinds of pro (spec §3 user types, §6): both get a showroom and the console. Here, schema-free,
 * so the console's sign-in and gate need only the base entry, not the pros' schemas.
 */
export const PRO_TYPES = ['Contractor', 'Designer'] as const satisfies readonly UserType[];
export type ProType = (typeof PRO_TYPES)[number];
/** The vendors' portal's one account type; schema-free here for the same reason as `PRO_TYPES`. */
export const VENDOR_TYPES = ['Vendor'] as const satisfies readonly UserType[];
export type VendorType = (typeof VENDOR_TYPES)[number];
export const PROCEEDING_STATUSES = ['Active', 'Approve'] as const;
export const DEACTIVATED_STATUS = 'Deactive';
