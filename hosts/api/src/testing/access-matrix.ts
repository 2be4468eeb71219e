import type { RouteAccess } from '@showroom/contract/account';
import type { Caller } from './access-callers.ts';

/** What a caller gets from a route: let through, or refused with which 401/403 answer. */
export type Outcome =
  | 'allowed'
  | 'unauthenticated'
  | 'forbidden'
  | 'deactivated'
  | 'otpRequired'
  | 'aiUnauthenticated';

const everyone = (outcome: Outcome, overrides: Partial<Record<Caller, Outcome>> = {}) => ({
  anonymous: outcome,
  homeowner: outcome,
  deactivatedHomeowner: outcome,
  vendor: outcome,
  contractor: outcome,
  designer: outcome,
  adminWithoutOtp: outcome,
  adminWithOtp: outcome,
  // An AI design account sends no shop token: the shop's routes see an anonymous caller.
  aiUser: overrides.anonymous ?? outcome,
  ...overrides,
});

/**
 * The permission matrix (issue #10): for each access level, what each caller gets. A blocked
 * status is told before a wrong type (spec §4's order); only type User reaches a homeowner's routes.
 */
export const EXPECTED_OUTCOMES: Record<RouteAccess, Record<Caller, Outcome>> = {
  public: everyone('allowed'),
  homeownerOrVisitor: everyone('forbidden', {
    anonymous: 'allowed',
    homeowner: 'allowed',
    deactivatedHomeowner: 'deactivated',
  }),
  homeowner: everyone('forbidden', {
    anonymous: 'unauthenticated',
    homeowner: 'allowed',
    deactivatedHomeowner: 'deactivated',
  }),
  anyAccount: everyone('allowed', { anonymous: 'unauthenticated' }),
  activeAccount: everyone('allowed', {
    anonymous: 'unauthenticated',
    deactivatedHomeowner: 'deactivated',
    adminWithoutOtp: 'otpRequired',
  }),
  adminAwaitingOtp: everyone('forbidden', {
    anonymous: 'unauthenticated',
    deactivatedHomeowner: 'deactivated',
    adminWithoutOtp: 'allowed',
    adminWithOtp: 'allowed',
  }),
  admin: everyone('forbidden', {
    anonymous: 'unauthenticated',
    deactivatedHomeowner: 'deactivated',
    adminWithoutOtp: 'otpRequired',
    adminWithOtp: 'allowed',
  }),
  pro: everyone('forbidden', {
    anonymous: 'unauthenticated',
    deactivatedHomeowner: 'deactivated',
    contractor: 'allowed',
    designer: 'allowed',
  }),
  vendor: everyone('forbidden', {
    anonymous: 'unauthenticated',
    deactivatedHomeowner: 'deactivated',
    vendor: 'allowed',
  }),
  // AI design's own accounts (decision 0110): no shop session admits them, only an AI token.
  aiAccount: everyone('aiUnauthenticated', { aiUser: 'allowed' }),
};

export interface MatrixRoute {
  /** Who may call it, as intended (the suite checks the route behaves so). */
  access: RouteAccess;
  /** A request that changes nothing of note whoever sends it (mostly invalid input: a 4xx past the access check). */
  url: string;
  payload?: Record<string, unknown>;
  /** The route streams (server-sent events): called with `payloadAsStream`, let go once opened. */
  stream?: true;
}

const route = (access: RouteAccess, url: string, payload?: Record<string, unknown>): MatrixRoute =>
  payload ? { access, url, payload } : { access, url };
const pub = (url: string, payload?: Record<string, unknown>) => route('public', url, payload);
const homeowner = (url: string, payload?: Record<string, unknown>) => route('homeowner', url, payload);
const ai = (url: string, payload?: Record<string, unknown>) => route('aiAccount', url, payload);

/**
 * Every API route, keyed `METHOD /registered/path`. A new route must be added here: the suite
 * fails for a registered route missing from this table, and for a listed route that does not exist.
 */
export const MATRIX_ROUTES: Record<string, MatrixRoute> = {
  'GET /api/admin/route_access': route('admin', '/api/admin/route_access'),
  'GET /api/admin/pros': route('admin', '/api/admin/pros'),
  'POST /api/admin/pros/:id/approve': route('admin', '/api/admin/pros/0/approve'),
  'GET /api/admin/orders': route('admin', '/api/admin/orders?page=0'),
  'GET /api/admin/order_filters': route('admin', '/api/admin/order_filters'),
  'GET /api/vendor/order_items': route('vendor', '/api/vendor/order_items?page=0'),
  'GET /api/vendor/payouts': route('vendor', '/api/vendor/payouts?page=0'),
  'PUT /api/vendor/payouts/bank_account': route('vendor', '/api/vendor/payouts/bank_account', {}),
  'GET /api/admin/vendors': route('admin', '/api/admin/vendors'),
  'POST /api/admin/vendors/:id/approve': route('admin', '/api/admin/vendors/0/approve'),
  'GET /api/admin/accounts': route('admin', '/api/admin/accounts?page=0'),
  'POST /api/admin/accounts/:id/deactivate': route('admin', '/api/admin/accounts/0/deactivate'),
  'POST /api/admin/accounts/:id/reactivate': route('admin', '/api/admin/accounts/0/reactivate'),
  'PUT /api/admin/settings': route('admin', '/api/admin/settings', {}),
  'GET /api/admin/audit': route('admin', '/api/admin/audit?page=0'),
  'GET /api/admin/profit': route('admin', '/api/admin/profit?by=x'),
  'GET /api/admin/profit.csv': route('admin', '/api/admin/profit.csv?by=x'),
  'GET /api/pro/home': route('pro', '/api/pro/home'),
  'GET /api/pro/showroom': route('pro', '/api/pro/showroom'),
  'PUT /api/pro/showroom': route('pro', '/api/pro/showroom', {}),
  'GET /api/pro/site_origins': route('pro', '/api/pro/site_origins'),
  'POST /api/pro/site_origins': route('pro', '/api/pro/site_origins', {}),
  'DELETE /api/pro/site_origins': route('pro', '/api/pro/site_origins?origin=x'),
  'GET /api/pro/showroom/categories': route('pro', '/api/pro/showroom/categories'),
  'PUT /api/pro/showroom/categories': route('pro', '/api/pro/showroom/categories', {}),
  'GET /api/pro/showroom/branding': route('pro', '/api/pro/showroom/branding'),
  'PUT /api/pro/showroom/branding': route('pro', '/api/pro/showroom/branding', {}),
  'POST /api/pro/showroom/logo': route('pro', '/api/pro/showroom/logo', {}),
  'DELETE /api/pro/showroom/logo': route('pro', '/api/pro/showroom/logo'),
  'GET /api/pro/profile': route('pro', '/api/pro/profile'),
  'PUT /api/pro/profile': route('pro', '/api/pro/profile', {}),
  'POST /api/pro/profile/pictures': route('pro', '/api/pro/profile/pictures', {}),
  'DELETE /api/pro/profile/pictures/:id': route('pro', '/api/pro/profile/pictures/x'),
  'GET /api/designers/:id': pub('/api/designers/1'),
  'GET /api/pro_pictures/:file': pub('/api/pro_pictures/00000000-0000-0000-0000-000000000000.png'),
  'GET /api/pro/plans': route('pro', '/api/pro/plans'),
  'POST /api/pro/plans': route('pro', '/api/pro/plans', {}),
  'DELETE /api/pro/plans': route('pro', '/api/pro/plans?plan=x'),
  'GET /api/pro/markup': route('pro', '/api/pro/markup'),
  'PUT /api/pro/markup': route('pro', '/api/pro/markup', {}),
  'GET /api/pro/coupons': route('pro', '/api/pro/coupons'),
  'POST /api/pro/coupons': route('pro', '/api/pro/coupons', {}),
  'PUT /api/pro/coupons/:id': route('pro', '/api/pro/coupons/0', {}),
  'GET /api/pro/embed_health': route('pro', '/api/pro/embed_health'),
  'GET /api/pro/leads': route('pro', '/api/pro/leads?page=0'),
  'PUT /api/pro/leads/:kind/:id/status': route('pro', '/api/pro/leads/request/0/status', {}),
  'GET /api/pro/orders': route('pro', '/api/pro/orders?page=0'),
  'GET /api/pro/orders.csv': route('pro', '/api/pro/orders.csv?from=x'),
  'GET /api/pro/week': route('pro', '/api/pro/week'),
  'POST /api/visits': pub('/api/visits', {}),
  'GET /api/pro/payout_setup': route('pro', '/api/pro/payout_setup'),
  'PUT /api/pro/payout_setup/bank_account': route('pro', '/api/pro/payout_setup/bank_account', {}),
  'GET /api/pro/invites': route('pro', '/api/pro/invites'),
  'POST /api/pro/invites': route('pro', '/api/pro/invites', {}),
  'POST /api/pro/invites/:id/resend': route('pro', '/api/pro/invites/0/resend'),
  'DELETE /api/pro/invites/:id': route('pro', '/api/pro/invites/0'),
  'GET /api/invitation': pub('/api/invitation?token=x'),
  'GET /api/vendor/products': route('vendor', '/api/vendor/products?page=0'),
  'POST /api/vendor/products': route('vendor', '/api/vendor/products', {}),
  'GET /api/vendor/products/:id': route('vendor', '/api/vendor/products/0'),
  'PUT /api/vendor/products/:id': route('vendor', '/api/vendor/products/0', {}),
  'POST /api/vendor/products/:id/archive': route('vendor', '/api/vendor/products/0/archive'),
  'POST /api/vendor/products/:id/restore': route('vendor', '/api/vendor/products/0/restore'),
  'GET /api/vendor/products/:id/photos': route('vendor', '/api/vendor/products/0/photos'),
  'POST /api/vendor/products/:id/photos': route('vendor', '/api/vendor/products/0/photos', {}),
  'PUT /api/vendor/products/:id/photos': route('vendor', '/api/vendor/products/0/photos', {}),
  'DELETE /api/vendor/products/:id/photos/:photo': route('vendor', '/api/vendor/products/0/photos/x'),
  'GET /api/product_photos/:file': pub('/api/product_photos/00000000-0000-0000-0000-000000000000-400.webp'),
  'GET /api/vendor/product_options': route('vendor', '/api/vendor/product_options'),
  'GET /api/projects/:id/rooms/:roomId/photos': route('activeAccount', '/api/projects/0/rooms/0/photos'),
  'POST /api/projects/:id/rooms/:roomId/photos': route('activeAccount', '/api/projects/0/rooms/0/photos', {}),
  'POST /api/projects/:id/files': route('activeAccount', '/api/projects/0/files', {}),
  'DELETE /api/projects/:id/files/:fileId': route('activeAccount', '/api/projects/0/files/x'),
  'GET /api/projects/:id/photos/:fileId/surfaces': route(
    'activeAccount',
    '/api/projects/0/photos/x/surfaces',
  ),
  'PUT /api/projects/:id/photos/:fileId/surfaces': route(
    'activeAccount',
    '/api/projects/0/photos/x/surfaces',
    {},
  ),
  'POST /api/projects/:id/photos/:fileId/suggested-corners': route(
    'activeAccount',
    '/api/projects/0/photos/x/suggested-corners',
    {},
  ),
  'GET /api/project_files/:fileId': pub('/api/project_files/00000000-0000-0000-0000-000000000000?v=full'),
  'GET /api/vendor/account': route('vendor', '/api/vendor/account'),
  'PUT /api/vendor/account': route('vendor', '/api/vendor/account', {}),
  'POST /api/vendor/imports': route('vendor', '/api/vendor/imports', {}),
  'GET /api/vendor/imports/:id': route('vendor', '/api/vendor/imports/0'),
  'POST /api/vendor/imports/:id/run': route('vendor', '/api/vendor/imports/0/run', {}),
  'GET /api/vendor/imports/:id/errors': route('vendor', '/api/vendor/imports/0/errors'),
  'POST /api/invitation/vendor': pub('/api/invitation/vendor', {}),
  'GET /api/authuser': route('anyAccount', '/api/authuser'),
  'GET /api/brands': pub('/api/brands'),
  'POST /api/change_password': homeowner('/api/change_password', {}),
  'POST /api/checkout': homeowner('/api/checkout', {}),
  'GET /api/checkout/summary': homeowner('/api/checkout/summary?showroom=x'),
  'POST /api/customer_also_viewed': pub('/api/customer_also_viewed', { showroom: 'x' }),
  'GET /api/email/resend': homeowner('/api/email/resend'),
  'GET /api/email/verify/:token': pub('/api/email/verify/not-a-token'),
  'POST /api/login': pub('/api/login', {}),
  'GET /api/login/verify_otp': route('adminAwaitingOtp', '/api/login/verify_otp?otp=abc'),
  'POST /api/logout': route('anyAccount', '/api/logout'),
  'GET /api/menu_category_show_all/:id': pub('/api/menu_category_show_all/0'),
  'GET /api/notification': homeowner('/api/notification?pending=1'),
  'PUT /api/notification/:id': homeowner('/api/notification/0'),
  'GET /api/orders': homeowner('/api/orders?page=0'),
  'GET /api/orders/:id': homeowner('/api/orders/0'),
  'PUT /api/orders/:id/address': homeowner('/api/orders/0/address', {}),
  'POST /api/orders/:id/cancel': homeowner('/api/orders/0/cancel'),
  'GET /api/orders/:id/items': route('activeAccount', '/api/orders/0/items'),
  'GET /api/events': { access: 'activeAccount', url: '/api/events', stream: true },
  'PUT /api/order_items/:id/status': route('activeAccount', '/api/order_items/0/status', {}),
  'POST /api/password/email': pub('/api/password/email', {}),
  'POST /api/password/reset': pub('/api/password/reset', {}),
  'GET /api/product/:hash': pub('/api/product/no-such-product'),
  'GET /api/product/:hash/picture.png': pub('/api/product/no-such-product/picture.png'),
  'GET /api/pictures/:version/product/:hash/:view.svg': pub(
    '/api/pictures/v1/product/no-such-product/thumb.svg',
  ),
  'GET /api/pictures/:version/product/:hash/texture.png': pub(
    '/api/pictures/v1/product/no-such-product/texture.png',
  ),
  'GET /api/pictures/:version/product/:hash/relief.png': pub(
    '/api/pictures/v1/product/no-such-product/relief.png',
  ),
  'GET /api/pictures/:version/category/:slug.svg': pub('/api/pictures/v1/category/No_Such.svg'),
  'GET /api/pictures/:version/brand/:slug.svg': pub('/api/pictures/v1/brand/No_Such.svg'),
  'GET /api/profile': homeowner('/api/profile'),
  'PUT /api/profile': homeowner('/api/profile', {}),
  'GET /api/projectCart': route('homeownerOrVisitor', '/api/projectCart?showroom=x'),
  'POST /api/projectCart': homeowner('/api/projectCart', {}),
  'POST /api/projectCart/sync_to_cart': route('homeownerOrVisitor', '/api/projectCart/sync_to_cart', {}),
  'POST /api/projectCart/update_project_cart': homeowner('/api/projectCart/update_project_cart', {}),
  'POST /api/projectCart/sync_to_bulk_cart': route(
    'homeownerOrVisitor',
    '/api/projectCart/sync_to_bulk_cart',
    {},
  ),
  'POST /api/projectCart/update_cart': route('homeownerOrVisitor', '/api/projectCart/update_cart', {}),
  'POST /api/projectCart/handoff': route('homeownerOrVisitor', '/api/projectCart/handoff', {}),
  'POST /api/projectCart/handoff/redeem': pub('/api/projectCart/handoff/redeem', {}),
  'GET /api/projectCart/:id': homeowner('/api/projectCart/0'),
  'GET /api/hire_designer': homeowner('/api/hire_designer?project=1'),
  'POST /api/hire_designer': homeowner('/api/hire_designer', {}),
  'PUT /api/projectCart/:id': homeowner('/api/projectCart/0', {}),
  'GET /api/projectChecklist': route('activeAccount', '/api/projectChecklist'),
  'GET /api/projectChecklist/:id': route('activeAccount', '/api/projectChecklist/0'),
  'POST /api/projectChecklist': route('activeAccount', '/api/projectChecklist', {}),
  'PUT /api/projectChecklist/:id': route('activeAccount', '/api/projectChecklist/0', {}),
  'DELETE /api/projectChecklist/:id': route('activeAccount', '/api/projectChecklist/0'),
  // A homeowner's projects as pages (issue #25, decision 0104); a project's page is its participants'.
  'GET /api/projects': homeowner('/api/projects'),
  'POST /api/projects': homeowner('/api/projects', {}),
  'GET /api/style_profile': homeowner('/api/style_profile'),
  'PUT /api/style_profile': homeowner('/api/style_profile', {}),
  'GET /api/projects/:id': route('activeAccount', '/api/projects/0'),
  'PUT /api/projects/:id': route('activeAccount', '/api/projects/0', {}),
  'POST /api/projects/:id/rooms': route('activeAccount', '/api/projects/0/rooms', {}),
  'PUT /api/projects/:id/rooms/:roomId': route('activeAccount', '/api/projects/0/rooms/0', {}),
  'DELETE /api/projects/:id/rooms/:roomId': route('activeAccount', '/api/projects/0/rooms/0'),
  'GET /api/projectChat': route('activeAccount', '/api/projectChat?t=x'),
  'GET /api/projectChat/:projectId': route('activeAccount', '/api/projectChat/0'),
  'POST /api/projectChat': route('activeAccount', '/api/projectChat', {}),
  'POST /api/projectChat/:projectId/typing': route('activeAccount', '/api/projectChat/0/typing', {}),
  'POST /api/projectChat/:projectId/read': route('activeAccount', '/api/projectChat/0/read', {}),
  'GET /api/project/share_to_contractor/:projectId': homeowner('/api/project/share_to_contractor/0'),
  'DELETE /api/cart/destroy/:id': route('homeownerOrVisitor', '/api/cart/destroy/0?showroom=x'),
  'GET /api/public': pub('/api/public?pid=x'),
  'POST /api/recently_viewed': pub('/api/recently_viewed', { showroom: 'x' }),
  'POST /api/register': pub('/api/register', {}),
  'POST /api/register/contractor': pub('/api/register/contractor', {}),
  'POST /api/embed_health': pub('/api/embed_health', {}),
  'POST /api/sample_request': pub('/api/sample_request', {}),
  'POST /api/session/handoff': homeowner('/api/session/handoff'),
  'POST /api/session/handoff/redeem': pub('/api/session/handoff/redeem', {}),
  'GET /api/setting': pub('/api/setting'),
  'GET /api/first_paint/storefront/:vsd_id': pub('/api/first_paint/storefront/HOMEPRO1'),
  'GET /api/first_paint/product/:hash': pub('/api/first_paint/product/nothing-here'),
  'POST /api/sociallogin/:provider': pub('/api/sociallogin/no-such-provider', {}),
  'GET /api/sociallogin/:provider/sandbox': pub('/api/sociallogin/no-such-provider/sandbox'),
  'POST /api/top_products': pub('/api/top_products', { showroom: 'x' }),
  'GET /api/visualization/shop_profile': pub('/api/visualization/shop_profile?showroom=x'),
  'GET /api/visualization/showrooms': pub('/api/visualization/showrooms?s=x'),
  'POST /api/visualization/products': pub('/api/visualization/products', { showroom: 'x' }),
  'POST /api/AI/design': pub('/api/AI/design', {}),
  'GET /api/AI/get_user': ai('/api/AI/get_user'),
  'GET /api/AI/design/email/resend': ai('/api/AI/design/email/resend'),
  'GET /api/AI/design/email/verify/:token': pub('/api/AI/design/email/verify/x'),
  'POST /api/AI/get_credits': ai('/api/AI/get_credits', {}),
  'POST /api/AI/credits': ai('/api/AI/credits', {}),
  'POST /api/AI/photos': ai('/api/AI/photos', {}),
  'DELETE /api/AI/photos/:id': ai('/api/AI/photos/0'),
  'POST /api/AI/photos/:id/suggested-corners': ai('/api/AI/photos/0/suggested-corners', {}),
  'GET /api/AI/photos/:id/file': pub('/api/AI/photos/0/file'),
  'POST /api/AI/designs': ai('/api/AI/designs', {}),
  'GET /api/AI/designs': ai('/api/AI/designs'),
  'GET /api/AI/designs/:id': ai('/api/AI/designs/0'),
};
