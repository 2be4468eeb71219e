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
  /** A visitor's style survey answer, saved to their account at sign-in (issue #25, decision 0104). */
  styleSurvey: 'style_survey',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const COOKIE_NAMES = {
  rememberEmail: 'remember_email',
  rememberPassword: 'remember_password',
  rememberMe: 'remember_me',
  userType: 'user_type',
  otpVerify: 'otp_verify',
} as const;
