/**
 * Every route of spec §2, written once: the shell's route table, the remotes' route screens and
 * every link or `navigate()` call take their paths from here. Paths are relative to the shell's
 * base (`SHELL_BASE_PATH`); patterns use the router's syntax (`:param`, `:param?` optional).
 */
export const SHELL_BASE_PATH = '/showroom';

export const ROUTE_PATHS = {
  home: '/',
  category: '/category/:category',
  categoryProducts: '/category/:category/product',
  designAi: '/design-ai',
  designAiLogin: '/design-ai/login',
  // The spec's spelling (§2); links already shared depend on it.
  designAiSignUp: '/design-ai/singup',
  designAiWelcome: '/design-ai/welcome',
  login: '/login',
  register: '/register',
  resetPassword: '/reset_password',
  passwordReset: '/password_reset',
  aboutUs: '/about_us',
  contact: '/contact',
  faq: '/faq',
  returnPolicy: '/return_policy',
  yourOrders: '/your_orders',
  cookiesPolicy: '/cookies_policy',
  termsOfService: '/terms_of_service',
  privacyPolicy: '/privacy_policy',
  product: '/product/:hash/:vsd_id?',
  productDetails: '/product-details',
  cart: '/cart',
  verify: '/verify/:hash',
  accountVerify: '/account_verify',
  // The spec's spelling (§2).
  verification: '/verifiction',
  changePassword: '/change_password',
  checkout: '/checkout',
  thankYou: '/thankyou',
  payoutSetup: '/payout_setup',
  checkoutPayment: '/checkout-payment',
  account: '/account',
  notifications: '/notification',
  contractorShowroom: '/visualize/contractor/all',
  checklist: '/visualize/checklist',
  visualize: '/visualize',
  projects: '/projects',
  // Issue #25 (decision 0104): matched before `project`, whose `:id` would take it.
  styleSurvey: '/projects/style-survey',
  project: '/projects/:id',
  proAccount: '/pro-account',
  ourBrands: '/our-brands',
  proSignUp: '/register/contractor',
  notFound: '/404',
  // The pros' console (decision 0068; the spec leaves its screens "not shown").
  proConsole: '/pro',
  proLogin: '/pro/login',
  proEmbeds: '/pro/embeds',
  proShowroom: '/pro/showroom',
  proProfile: '/pro/profile',
  proPlans: '/pro/plans',
  proMarkup: '/pro/markup',
  proCoupons: '/pro/coupons',
  proLeads: '/pro/leads',
  proOrders: '/pro/orders',
  proInvites: '/pro/invites',
  /** The projects homeowners shared with the pro, or a designer is hired on (issue #25, decision 0107). */
  proProjects: '/pro/projects',
  proProject: '/pro/projects/:id',
  /** The link of an invitation mail (issue #23): a vendor's sign-up or a client's way to registration. */
  invitation: '/invite/:token',
  // The vendors' portal (decision 0068, 0094).
  vendorPortal: '/vendor',
  vendorLogin: '/vendor/login',
  vendorProducts: '/vendor/products',
  vendorProductNew: '/vendor/products/new',
  vendorProduct: '/vendor/products/:id',
  vendorImport: '/vendor/import',
  vendorOrderItems: '/vendor/order-items',
  vendorPayouts: '/vendor/payouts',
  // The admins' console (decisions 0068, 0095): its own sign-in with the OTP step.
  adminLogin: '/admin/login',
  adminHome: '/admin',
  adminApprovals: '/admin/approvals',
  adminOrders: '/admin/orders',
  adminProfit: '/admin/profit',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
} as const;

export type RouteKey = keyof typeof ROUTE_PATHS;
/** A route pattern of spec §2, e.g. `/login` or `/product/:hash/:vsd_id?`. */
export type RoutePattern = (typeof ROUTE_PATHS)[RouteKey];

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** `path?name=value`, the value encoded (a redirect such as `/cart?x=1` stays one parameter). */
function withQuery(path: string, name: string, value: string | null | undefined): string {
  return value ? `${path}?${name}=${encodeURIComponent(value)}` : path;
}

/** `/product/{hash}` or `/product/{hash}/{vsd_id}`: one product, optionally at a showroom. */
export function productPath(hash: string, vsdId?: string | null): string {
  return vsdId ? `/product/${segment(hash)}/${segment(vsdId)}` : `/product/${segment(hash)}`;
}

/** `/category/{slug}`: a category's page. */
export function categoryPath(slug: string): string {
  return `/category/${segment(slug)}`;
}

/** `/category/{slug}/product`: a category's products with filters, search, sort and pages. */
export function categoryProductsPath(slug: string): string {
  return `${categoryPath(slug)}/product`;
}

/** `/verify/{hash}`: the link of the verification email. */
export function verifyPath(hash: string): string {
  return `/verify/${segment(hash)}`;
}

/** `/invite/{token}`: the link an invitation mail carries. */
export function invitationPath(token: string): string {
  return `/invite/${segment(token)}`;
}

/** `/pro/projects/{id}`: a project in the pros' console, with its chat. */
export function proProjectPath(id: number): string {
  return `/pro/projects/${segment(id)}`;
}

/** `/vendor/products/{id}`: one of a vendor's products, to edit. */
export function vendorProductPath(id: number): string {
  return `/vendor/products/${segment(id)}`;
}

/** `/projects/{id}`: one of a homeowner's projects (decision 0104). */
export function projectPath(id: number): string {
  return `/projects/${segment(id)}`;
}

/** `/projects/style-survey`, for one project's profile when `projectId` is given (`?project=`). */
export function styleSurveyPath(projectId?: number): string {
  return projectId === undefined
    ? ROUTE_PATHS.styleSurvey
    : `${ROUTE_PATHS.styleSurvey}?project=${segment(projectId)}`;
}

/** The sign-in page, returning to `redirect` (a shell route) once signed in. */
export function loginPath(redirect?: string | null): string {
  return withQuery(ROUTE_PATHS.login, 'redirect', redirect);
}

/** AI design's sign-in and sign-up take the page to return to in this parameter (decision 0111). */
export const AI_REDIRECT_PARAM = 'redirect_to';

/** `/design-ai/login?redirect_to=…`: AI design's sign-in, returning to `redirect` once signed in. */
export function designAiLoginPath(redirect?: string | null): string {
  return withQuery(ROUTE_PATHS.designAiLogin, AI_REDIRECT_PARAM, redirect);
}

/** `/design-ai/singup?redirect_to=…`: AI design's sign-up (the spec's spelling), returning to `redirect`. */
export function designAiSignUpPath(redirect?: string | null): string {
  return withQuery(ROUTE_PATHS.designAiSignUp, AI_REDIRECT_PARAM, redirect);
}

/** The query parameter of `/design-ai` naming one of the AI user's design requests to show. */
export const AI_REQUEST_PARAM = 'request';

/** `/design-ai?request={id}`: AI design's home showing one request's three designs. */
export function designAiRequestPath(id: number): string {
  return `${ROUTE_PATHS.designAi}?${AI_REQUEST_PARAM}=${segment(id)}`;
}

/**
 * Where AI design's sign-in may send the visitor back to: one of its own pages (a `redirect_to` naming
 * anything else, or another site, is not followed), else its home.
 */
export function designAiReturnPath(redirect: string | null | undefined): string {
  if (!redirect || redirect.startsWith('//')) return ROUTE_PATHS.designAi;
  const pathname = redirect.split(/[?#]/, 1)[0] ?? '';
  const own = pathname === ROUTE_PATHS.designAi || pathname === ROUTE_PATHS.designAiWelcome;
  return own ? redirect : ROUTE_PATHS.designAi;
}

/** The query parameter of a visualizer design naming the project it was saved to (issue #13). */
export const DESIGN_PROJECT_PARAM = 'project';

/**
 * A visualizer design's path (`/visualize?...`) that now names the project it was saved to, so the
 * next "Save design" updates that project; any other path is returned unchanged.
 */
export function withDesignProject(path: string, projectId: number): string {
  const [pathname = '', query = ''] = path.split('?', 2);
  if (pathname !== ROUTE_PATHS.visualize) return path;
  // Plain strings: the contract runs where no URL classes are typed (no DOM library).
  const others = query.split('&').filter((part) => part && !part.startsWith(`${DESIGN_PROJECT_PARAM}=`));
  return `${pathname}?${[...others, `${DESIGN_PROJECT_PARAM}=${projectId}`].join('&')}`;
}

/**
 * The query parameter that opens the visualizer with one product already in the room (issue #22):
 * the visualizer puts it in the first slot of a room that takes its category.
 */
export const VISUALIZE_PRODUCT_PARAM = 'product';

/** `/visualize?product={hash}`: the visualizer with this product in a room that takes it. */
export function visualizeProductPath(hash: string): string {
  return withQuery(ROUTE_PATHS.visualize, VISUALIZE_PRODUCT_PARAM, hash);
}

/** The email verification page, going on to `redirect` once verified. */
export function verificationPath(redirect?: string | null): string {
  return withQuery(ROUTE_PATHS.verification, 'redirect', redirect);
}

/** `/your_orders?order={id}`: the orders page opened on one order (links of order mails and notifications). */
export function yourOrderPath(orderId: number): string {
  return withQuery(ROUTE_PATHS.yourOrders, 'order', String(orderId));
}

/** A shell route as the address the browser shows, e.g. `/login` → `/showroom/login`. */
export function shellPath(route: string): string {
  return route === ROUTE_PATHS.home ? `${SHELL_BASE_PATH}/` : `${SHELL_BASE_PATH}${route}`;
}
