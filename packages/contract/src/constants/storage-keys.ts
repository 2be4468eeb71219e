/** Browser storage keys and cookie names of spec §3, written once. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  aiAuthToken: 'AIauthToken',
  myItem: 'my_item',
  project: 'project',
  cartId: 'cart_id',
  showroom: 'showroom',
  category: 'category',
  breadcrumb: 'breadcrumb',
  productCategory: 'product_category',
  productList: 'product_list',
  topProduct: 'top_product',
  customerViewed: 'customer_viewed',
  recentlyViewed: 'recently_viewed',
  pagination: 'pagination',
  parentCategory: 'parent_category',
  subCategory: 'sub_category',
  secondSubCategory: 'second_sub_category',
  newLayout: 'new-layout',
  userLogin: 'user_login',
  redirectTo: 'redirect_to',
  visualRedirect: 'visual_redirect',
  previousPath: 'previous_path',
  draftItem: 'draft_item',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const COOKIE_NAMES = {
  rememberEmail: 'remember_email',
  rememberPassword: 'remember_password',
  rememberMe: 'remember_me',
  userType: 'user_type',
  otpVerify: 'otp_verify',
} as const;

/** Keys cleared at logout (spec §4 "Session"), in the spec's order. */
export const LOGOUT_CLEARED_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.myItem,
  STORAGE_KEYS.project,
  STORAGE_KEYS.visualRedirect,
  STORAGE_KEYS.showroom,
  STORAGE_KEYS.category,
  STORAGE_KEYS.breadcrumb,
  STORAGE_KEYS.recentlyViewed,
  STORAGE_KEYS.productCategory,
  STORAGE_KEYS.productList,
  STORAGE_KEYS.customerViewed,
  STORAGE_KEYS.topProduct,
  STORAGE_KEYS.newLayout,
  STORAGE_KEYS.cartId,
];
