import { shopProfileQuerySchema, showroomSearchQuerySchema, visitRequestSchema } from '@showroom/contract';
import {
  attachCartRequestSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  notificationQuerySchema,
  otpQuerySchema,
  passwordResetLinkRequestSchema,
  passwordResetRequestSchema,
  profileQuerySchema,
  profileUpdateRequestSchema,
  projectFromDraftRequestSchema,
  registerRequestSchema,
  sessionHandoffRedeemSchema,
  socialLoginRequestSchema,
} from '@showroom/contract/account';
import {
  adminAccountQuerySchema,
  adminAuditQuerySchema,
  adminProfitQuerySchema,
  adminSettingsRequestSchema,
} from '@showroom/contract/admin';
import {
  cartHandoffRedeemSchema,
  cartHandoffRequestSchema,
  destroyCartLineQuerySchema,
  projectCartQuerySchema,
  projectUpdateRequestSchema,
  syncToBulkCartRequestSchema,
  syncToCartRequestSchema,
  updateCartRequestSchema,
} from '@showroom/contract/cart';
import {
  brandsQuerySchema,
  productDetailQuerySchema,
  productListRequestSchema,
  productPictureQuerySchema,
  productRailRequestSchema,
  recentlyViewedRequestSchema,
  topProductsRequestSchema,
} from '@showroom/contract/catalog';
import { checkoutSummaryQuerySchema, placeOrderRequestSchema } from '@showroom/contract/checkout';
import {
  aiCreditPurchaseRequestSchema,
  aiDesignAuthRequestSchema,
  aiDesignListQuerySchema,
  aiDesignRequestSchema,
  aiPhotoFileQuerySchema,
} from '@showroom/contract/design-ai';
import { LEAD_FORM, sampleRequestSchema } from '@showroom/contract/lead';
import {
  adminOrderQuerySchema,
  orderAddressChangeRequestSchema,
  orderItemStatusRequestSchema,
  orderListQuerySchema,
  vendorOrderItemQuerySchema,
  vendorPayoutQuerySchema,
} from '@showroom/contract/orders';
import {
  bankAccountRequestSchema,
  couponCreateSchema,
  couponTermsSchema,
  embedHealthReportSchema,
  invitationQuerySchema,
  inviteRequestSchema,
  planCancelQuerySchema,
  planPurchaseRequestSchema,
  proLeadQuerySchema,
  proLeadStatusRequestSchema,
  proMarkupRequestSchema,
  proOrderQuerySchema,
  proProfileRequestSchema,
  proRegisterRequestSchema,
  proShowroomSchema,
  showroomCategoriesRequestSchema,
  showroomThemeRequestSchema,
  siteOriginRequestSchema,
  vendorAcceptRequestSchema,
} from '@showroom/contract/pro';
import {
  checklistItemUpdateRequestSchema,
  hireDesignerQuerySchema,
  hireDesignerRequestSchema,
  photoSurfacesRequestSchema,
  postProjectChatRequestSchema,
  projectChatListQuerySchema,
  projectChatPageQuerySchema,
  projectChatReadRequestSchema,
  projectChecklistRequestSchema,
  projectCreateRequestSchema,
  projectFactsUpdateRequestSchema,
  projectFileLinkQuerySchema,
  projectRoomRequestSchema,
  styleSurveyRequestSchema,
  suggestedCornersRequestSchema,
} from '@showroom/contract/projects';
import { publicQuerySchema } from '@showroom/contract/settings';
import {
  productPhotoOrderSchema,
  vendorAccountRequestSchema,
  vendorProductInputSchema,
  vendorProductQuerySchema,
} from '@showroom/contract/vendor';
import {
  guessImportMapping,
  IMPORT_FIELDS,
  importErrorsQuerySchema,
  importRunRequestSchema,
} from '@showroom/contract/vendor-import';
import type { z } from 'zod/mini';
import { SETTING_DEFAULTS } from '../../db/setting-defaults.ts';
import { proRegisterForm } from '../pro-register-form.ts';
import { registerForm } from '../register-form.ts';

/**
 * How to fuzz one route: its contract schemas (body, query, path parameters) and one valid request
 * the invalid ones are mutated from, so a run reaches past the first check into services and SQL.
 */
export interface FuzzEntry {
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** Each path parameter with a valid example. */
  params?: Readonly<Record<string, string>>;
  validBody?: Readonly<Record<string, unknown>>;
  validQuery?: Readonly<Record<string, string>>;
  /** The route needs an `Idempotency-Key`: each request gets a fresh valid one, now and then an odd one. */
  idempotencyKey?: true;
  /**
   * The route streams (server-sent events) and reads this header: each request sends a valid
   * value, now and then an odd one; the run lets an opened stream go.
   */
  streamHeader?: { name: string; valid: string };
}

/** Values that exist in the seeded database (demo accounts and showrooms, fixed ids). */
export interface FuzzFixtures {
  homeownerEmail: string;
  /** The demo homeowner's user id, a lead id of the registration kind. */
  homeownerId: number;
  showroomId: number;
  showroomVsdId: string;
  /** A sandbox Google token that verifies, so social sign-in is fuzzed past the token check. */
  socialAccessToken: string;
  /** An order of the homeowner's, and one of its items. */
  orderId: number;
  orderItemId: number;
  /** A pro awaiting approval (the seed's applicant), so approval is fuzzed past "not found". */
  pendingProId: number;
  /** The homeowner's project (shared with the pro) and its room, so project routes pass the access rule. */
  projectId: number;
  roomId: number;
  /** A designer the homeowner may hire (the seed's Studio 88). */
  designerId: number;
}

const hash = '0123456789abcdef';
const password = 'Sup3r-Secret';
/** A cart token of the shape browsers make, so the cart calls are fuzzed past the token check. */
const cartToken = 'fuzz-cart-0123456789abcdef';

/** A vendor's product as the portal's form sends it (the ids need not be the vendor's: the service checks). */
const vendorProduct = {
  sku: 'FUZZ-001',
  name: 'Fuzz Oak Plank',
  category_id: 2,
  brand_id: 1,
  colours: [{ name: 'Oak', hex: '#a0522d' }],
  sizes: [{ width_size: '7"', box_sqft: '20', wholesale_price: '3.49', stock_qty: '10' }],
};

/** A coupon's terms a pro may save (below the seeded showrooms' markups). */
const couponTerms = {
  discount_type: 'percent',
  discount_value: 5,
  expires_at: '2030-01-01T00:00:00Z',
  max_uses: 10,
  max_uses_per_customer: 1,
  active: true,
};
/** An invitation token of the links' shape that names no invitation (the lookups' 404 path). */
const fuzzInviteToken = 'fuzz-invite-0123456789abcdefghij';

/** Every /api route, by `METHOD url` as registered. The fuzz suite fails for a route missing here. */
export function fuzzCatalogue(f: FuzzFixtures): Readonly<Record<string, FuzzEntry>> {
  const showroom = String(f.showroomId);
  const project = String(f.projectId);
  const room = String(f.roomId);
  return {
    'GET /api/setting': {},
    'GET /api/admin/route_access': {},
    'GET /api/admin/pros': {},
    'POST /api/admin/pros/:id/approve': { params: { id: String(f.pendingProId) } },
    'GET /api/admin/orders': {
      query: adminOrderQuerySchema,
      validQuery: {
        page: '1',
        per_page: '10',
        showroom: showroom,
        vendor: '1',
        status: 'Delivered',
        from: '2026-01-01',
        to: '2026-12-31',
      },
    },
    'GET /api/admin/order_filters': {},
    'GET /api/vendor/order_items': {
      query: vendorOrderItemQuerySchema,
      validQuery: { page: '1', per_page: '10', status: 'Waiting for approval' },
    },
    'GET /api/vendor/payouts': { query: vendorPayoutQuerySchema, validQuery: { page: '1', per_page: '10' } },
    'PUT /api/vendor/payouts/bank_account': {
      body: bankAccountRequestSchema,
      validBody: {
        account_holder: 'Fuzz Vendor',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    },
    // An id of the right shape that names no account: the fuzz reaches the row lock without
    // deactivating an account the other routes' callers sign in with.
    'GET /api/admin/vendors': {},
    'POST /api/admin/vendors/:id/approve': { params: { id: '999999' } },
    'GET /api/admin/accounts': {
      query: adminAccountQuerySchema,
      validQuery: { page: '1', per_page: '10', type: 'Vendor', status: 'Pending', q: 'show' },
    },
    'POST /api/admin/accounts/:id/deactivate': { params: { id: '999999' } },
    'POST /api/admin/accounts/:id/reactivate': { params: { id: '999999' } },
    'PUT /api/admin/settings': { body: adminSettingsRequestSchema, validBody: SETTING_DEFAULTS },
    'GET /api/admin/audit': {
      query: adminAuditQuerySchema,
      validQuery: { page: '1', per_page: '10', action: 'pro.approve', from: '2026-01-01', to: '2026-12-31' },
    },
    'GET /api/admin/profit': {
      query: adminProfitQuerySchema,
      validQuery: { by: 'vendor', from: '2026-01-01', to: '2026-12-31' },
    },
    'GET /api/admin/profit.csv': {
      query: adminProfitQuerySchema,
      validQuery: { by: 'showroom', from: '2026-01-01', to: '2026-12-31' },
    },
    'POST /api/register/contractor': {
      body: proRegisterRequestSchema,
      validBody: proRegisterForm({ email: f.homeownerEmail }),
    },
    'GET /api/pro/home': {},
    'GET /api/pro/showroom': {},
    'PUT /api/pro/showroom': {
      body: proShowroomSchema,
      validBody: {
        company_name: 'Fuzz Remodeling',
        website_url: 'https://www.fuzz-site.example',
        phone: '(555) 010-0000',
        email: 'hello@fuzz-site.example',
        links: { about: 'https://www.fuzz-site.example/about', reviews: '' },
      },
    },
    'GET /api/pro/site_origins': {},
    'POST /api/pro/site_origins': {
      body: siteOriginRequestSchema,
      validBody: { origin: 'https://www.fuzz-site.example/shop/' },
    },
    'GET /api/pro/embed_health': {},
    'POST /api/embed_health': {
      body: embedHealthReportSchema,
      validBody: {
        showroom: f.showroomVsdId,
        origin: 'https://www.fuzz-site.example',
        path: '/shop',
        elements: ['showroom-store'],
        problems: ['csp:img-src'],
      },
    },
    'DELETE /api/pro/site_origins': {
      query: siteOriginRequestSchema,
      validQuery: { origin: 'https://www.fuzz-site.example' },
    },
    'GET /api/pro/showroom/categories': {},
    'PUT /api/pro/showroom/categories': {
      body: showroomCategoriesRequestSchema,
      validBody: { category_ids: [1, 2] },
    },
    'GET /api/pro/showroom/branding': {},
    'PUT /api/pro/showroom/branding': {
      body: showroomThemeRequestSchema,
      validBody: { theme_color: '#b45309' },
    },
    // Multipart only: the fuzzer's JSON and odd bodies must be refused (415/422), never a 500.
    'POST /api/pro/showroom/logo': {},
    'DELETE /api/pro/showroom/logo': {},
    'GET /api/pro/profile': {},
    'PUT /api/pro/profile': {
      body: proProfileRequestSchema,
      validBody: { hourly_rate_cents: 8500, style_tags: ['Modern', 'Coastal'], about: 'Kitchens and baths.' },
    },
    // Multipart only, as the logo.
    'POST /api/pro/profile/pictures': {},
    'DELETE /api/pro/profile/pictures/:id': { params: { id: '00000000-0000-0000-0000-000000000000' } },
    'GET /api/designers/:id': { params: { id: '1' } },
    'GET /api/pro_pictures/:file': { params: { file: '00000000-0000-0000-0000-000000000000.png' } },
    'GET /api/pro/plans': {},
    'POST /api/pro/plans': {
      body: planPurchaseRequestSchema,
      validBody: { plan: 'premium', payment: { saved_card: true } },
      idempotencyKey: true,
    },
    'DELETE /api/pro/plans': { query: planCancelQuerySchema, validQuery: { plan: 'premium' } },
    'GET /api/pro/markup': {},
    'PUT /api/pro/markup': { body: proMarkupRequestSchema, validBody: { markup_percent: 12.5 } },
    'GET /api/pro/coupons': {},
    'POST /api/pro/coupons': {
      body: couponCreateSchema,
      validBody: { code: 'FUZZ-10', ...couponTerms },
    },
    'PUT /api/pro/coupons/:id': {
      // The seed's EVERGREEN25, the contractor's own code (ids follow the seed's order).
      params: { id: '2' },
      body: couponTermsSchema,
      validBody: couponTerms,
    },
    'GET /api/pro/leads': {
      query: proLeadQuerySchema,
      validQuery: { page: '1', per_page: '10', status: 'New' },
    },
    'PUT /api/pro/leads/:kind/:id/status': {
      params: { kind: 'registration', id: String(f.homeownerId) },
      body: proLeadStatusRequestSchema,
      validBody: { status: 'Contacted' },
    },
    'GET /api/pro/orders': {
      query: proOrderQuerySchema,
      validQuery: {
        page: '1',
        per_page: '10',
        status: 'Pending',
        from: '2026-01-01',
        to: '2026-12-31',
        q: 'SR-',
      },
    },
    'GET /api/pro/orders.csv': {
      query: proOrderQuerySchema,
      validQuery: { status: 'Pending', from: '2026-01-01', to: '2026-12-31', q: 'SR-' },
    },
    'GET /api/pro/week': {},
    'POST /api/visits': { body: visitRequestSchema, validBody: { showroom: f.showroomId, surface: 'embed' } },
    'GET /api/pro/payout_setup': {},
    'PUT /api/pro/payout_setup/bank_account': {
      body: bankAccountRequestSchema,
      validBody: { account_holder: 'Fuzz Pro', routing_number: '110000000', account_number: '000123456789' },
    },
    'GET /api/pro/invites': {},
    'POST /api/pro/invites': {
      body: inviteRequestSchema,
      validBody: { kind: 'client', email: 'fuzz-client@example.com' },
    },
    'POST /api/pro/invites/:id/resend': { params: { id: '1' } },
    'DELETE /api/pro/invites/:id': { params: { id: '1' } },
    'GET /api/invitation': { query: invitationQuerySchema, validQuery: { token: fuzzInviteToken } },
    'GET /api/vendor/products': {
      query: vendorProductQuerySchema,
      validQuery: {
        page: '1',
        per_page: '10',
        search: 'oak',
        category_id: '1',
        status: 'active',
        stock: 'in_stock',
      },
    },
    'POST /api/vendor/products': { body: vendorProductInputSchema, validBody: vendorProduct },
    'GET /api/vendor/products/:id': { params: { id: '1' } },
    'PUT /api/vendor/products/:id': {
      params: { id: '1' },
      body: vendorProductInputSchema,
      validBody: vendorProduct,
    },
    'POST /api/vendor/products/:id/archive': { params: { id: '1' } },
    'POST /api/vendor/products/:id/restore': { params: { id: '1' } },
    'GET /api/vendor/products/:id/photos': { params: { id: '1' } },
    // Multipart only, as the pros' pictures.
    'POST /api/vendor/products/:id/photos': { params: { id: '1' } },
    'PUT /api/vendor/products/:id/photos': {
      params: { id: '1' },
      body: productPhotoOrderSchema,
      validBody: { photo_ids: [] },
    },
    'DELETE /api/vendor/products/:id/photos/:photo': {
      params: { id: '1', photo: '00000000-0000-0000-0000-000000000000' },
    },
    'GET /api/product_photos/:file': {
      params: { file: '00000000-0000-0000-0000-000000000000-400.webp' },
    },
    'GET /api/vendor/product_options': {},
    'GET /api/projects/:id/rooms/:roomId/photos': { params: { id: project, roomId: room } },
    // Multipart only, as the vendors' photos.
    'POST /api/projects/:id/rooms/:roomId/photos': { params: { id: project, roomId: room } },
    'POST /api/projects/:id/files': { params: { id: project } },
    'DELETE /api/projects/:id/files/:fileId': {
      params: { id: project, fileId: '00000000-0000-0000-0000-000000000000' },
    },
    'GET /api/projects/:id/photos/:fileId/surfaces': {
      params: { id: '1', fileId: '00000000-0000-0000-0000-000000000000' },
    },
    'PUT /api/projects/:id/photos/:fileId/surfaces': {
      params: { id: '1', fileId: '00000000-0000-0000-0000-000000000000' },
      body: photoSurfacesRequestSchema,
      validBody: {
        surfaces: [
          {
            kind: 'floor',
            label: 'Floor',
            corners: [
              [10, 300],
              [600, 300],
              [630, 470],
              [5, 470],
            ],
            length_corners: [0, 1],
            length_inches: 144,
            product_id: 1,
          },
        ],
      },
    },
    'POST /api/projects/:id/photos/:fileId/suggested-corners': {
      params: { id: '1', fileId: '00000000-0000-0000-0000-000000000000' },
      body: suggestedCornersRequestSchema,
      validBody: { kind: 'wall', near: [300, 200] },
    },
    'GET /api/project_files/:fileId': {
      params: { fileId: '00000000-0000-0000-0000-000000000000' },
      query: projectFileLinkQuerySchema,
      validQuery: { v: 'full', u: '1', e: '4102444800', s: '0'.repeat(64) },
    },
    'GET /api/vendor/account': {},
    'PUT /api/vendor/account': {
      body: vendorAccountRequestSchema,
      validBody: {
        company_name: 'Summit Supply Co.',
        contact_name: 'Fuzz Vendor',
        phone: '(555) 010-2030',
        warehouse_address: '1 Dock Rd',
        warehouse_city: 'Austin',
        warehouse_state: 'TX',
        warehouse_zip: '73301',
      },
    },
    // Multipart only, as the logo.
    'POST /api/vendor/imports': {},
    'GET /api/vendor/imports/:id': { params: { id: '1' } },
    'POST /api/vendor/imports/:id/run': {
      params: { id: '1' },
      body: importRunRequestSchema,
      validBody: { mapping: guessImportMapping(IMPORT_FIELDS.map((field) => field.label)), dry_run: true },
    },
    'GET /api/vendor/imports/:id/errors': {
      params: { id: '1' },
      query: importErrorsQuerySchema,
      validQuery: { page: '1' },
    },
    'POST /api/invitation/vendor': {
      body: vendorAcceptRequestSchema,
      validBody: {
        token: fuzzInviteToken,
        company_name: 'Fuzz Tiles',
        full_name: 'Fuzz Vendor',
        password: 'Showroom!2026',
      },
    },
    'GET /api/public': { query: publicQuerySchema, validQuery: { pid: '1', cid: '1' } },
    'GET /api/visualization/showrooms': {
      query: showroomSearchQuerySchema,
      validQuery: { s: f.showroomVsdId },
    },
    'GET /api/visualization/shop_profile': {
      query: shopProfileQuerySchema,
      validQuery: { showroom, vsd_id: f.showroomVsdId },
    },
    'GET /api/brands': { query: brandsQuerySchema, validQuery: { showroom } },
    'GET /api/menu_category_show_all/:id': { params: { id: '1' } },
    'GET /api/first_paint/storefront/:vsd_id': { params: { vsd_id: 'HOMEPRO1' } },
    'GET /api/first_paint/product/:hash': { params: { hash } },
    'POST /api/visualization/products': {
      body: productListRequestSchema,
      validBody: { category: 1, showroom: f.showroomId, page: 1, per_page: 10, q: 'tile', brand: [1] },
    },
    'GET /api/product/:hash': {
      params: { hash },
      query: productDetailQuerySchema,
      validQuery: { showroom },
    },
    'GET /api/product/:hash/picture.png': { params: { hash } },
    'GET /api/pictures/:version/product/:hash/:view.svg': {
      params: { version: 'v1', hash, view: 'thumb' },
      query: productPictureQuerySchema,
      validQuery: {},
    },
    'GET /api/pictures/:version/product/:hash/texture.png': {
      params: { version: 'v1', hash },
      query: productPictureQuerySchema,
      validQuery: {},
    },
    'GET /api/pictures/:version/product/:hash/relief.png': { params: { version: 'v1', hash } },
    'GET /api/pictures/:version/category/:slug.svg': { params: { version: 'v1', slug: 'tile-flooring' } },
    'GET /api/pictures/:version/brand/:slug.svg': { params: { version: 'v1', slug: 'stonecrest-tile' } },
    'POST /api/top_products': {
      body: topProductsRequestSchema,
      validBody: { showroom: f.showroomId },
    },
    'POST /api/customer_also_viewed': {
      body: productRailRequestSchema,
      validBody: { product: hash, category: 1, showroom: f.showroomId },
    },
    'POST /api/recently_viewed': {
      body: recentlyViewedRequestSchema,
      validBody: { products: [hash], product: hash, showroom: f.showroomId },
    },
    'POST /api/sample_request': {
      body: sampleRequestSchema,
      validBody: {
        full_name: 'Dana Homeowner',
        email: 'dana@example.com',
        phone_number: '(555) 123-4567',
        action: LEAD_FORM.action,
        lead_type: LEAD_FORM.leadType,
        shop_profile_id: f.showroomVsdId,
      },
    },
    'POST /api/login': {
      body: loginRequestSchema,
      validBody: { email: f.homeownerEmail, password },
    },
    'GET /api/authuser': {},
    'POST /api/logout': {},
    'POST /api/register': {
      body: registerRequestSchema,
      validBody: registerForm({ email: f.homeownerEmail, shop_id: f.showroomId }),
    },
    'POST /api/sociallogin/:provider': {
      params: { provider: 'google' },
      body: socialLoginRequestSchema,
      validBody: { access_token: f.socialAccessToken, shop_id: f.showroomId },
    },
    'GET /api/sociallogin/:provider/sandbox': { params: { provider: 'google' } },
    'GET /api/email/resend': {},
    'GET /api/email/verify/:token': { params: { token: 'a'.repeat(43) } },
    'POST /api/password/email': {
      body: passwordResetLinkRequestSchema,
      validBody: { email: f.homeownerEmail },
    },
    'POST /api/password/reset': {
      body: passwordResetRequestSchema,
      validBody: {
        token: 'a'.repeat(43),
        email: f.homeownerEmail,
        password,
        password_confirmation: password,
      },
    },
    'POST /api/change_password': {
      body: changePasswordRequestSchema,
      validBody: { current_password: 'wrong-Passw0rd', password, password_confirmation: password },
    },
    'GET /api/login/verify_otp': { query: otpQuerySchema, validQuery: { otp: '123456' } },
    'GET /api/profile': { query: profileQuerySchema, validQuery: { checkout: '1' } },
    'PUT /api/profile': {
      body: profileUpdateRequestSchema,
      validBody: { street: '5 Harbor View', state: 'OR', city: 'Portland', zip_code: '97201', apartment: '' },
    },
    'GET /api/notification': {
      query: notificationQuerySchema,
      validQuery: { page: '1', per_page: '10' },
    },
    'PUT /api/notification/:id': { params: { id: '1' } },
    'GET /api/events': { streamHeader: { name: 'last-event-id', valid: '1-1' } },
    'POST /api/session/handoff': {},
    'POST /api/session/handoff/redeem': {
      body: sessionHandoffRedeemSchema,
      validBody: { code: 'a'.repeat(43) },
    },
    'POST /api/projectCart/handoff': {
      body: cartHandoffRequestSchema,
      validBody: { temp_project_id: 'fuzz-cart-0000000001' },
    },
    'POST /api/projectCart/handoff/redeem': {
      body: cartHandoffRedeemSchema,
      validBody: { code: 'a'.repeat(43) },
    },
    'GET /api/projectCart': {
      query: projectCartQuerySchema,
      validQuery: { showroom, temp_project_id: 'fuzz-cart' },
    },
    'POST /api/projectCart/sync_to_cart': {
      body: syncToCartRequestSchema,
      validBody: {
        showroom: f.showroomId,
        action: 'cart',
        temp_project_id: 'fuzz-cart',
        product_id: 1,
        size_id: 1,
        colour: 'White',
        qty: 1,
      },
    },
    'POST /api/projectCart': {
      body: projectFromDraftRequestSchema,
      validBody: {
        showroom: f.showroomId,
        floorplan: { id: 3 },
        floorTemplate: { id: 12 },
        project: { name: 'x' },
      },
    },
    'POST /api/projectCart/sync_to_bulk_cart': {
      body: syncToBulkCartRequestSchema,
      validBody: {
        showroom: f.showroomId,
        action: 'cart',
        temp_project_id: cartToken,
        items: [
          { product_id: 1, size_id: 1, colour: 'White', qty: 1 },
          { product_id: 2, qty: 3 },
        ],
      },
    },
    'POST /api/projectCart/update_cart': {
      body: updateCartRequestSchema,
      validBody: { showroom: f.showroomId, temp_project_id: cartToken, id: 1, qty: 2 },
    },
    'DELETE /api/cart/destroy/:id': {
      params: { id: '1' },
      query: destroyCartLineQuerySchema,
      validQuery: { showroom, temp_project_id: cartToken },
    },
    'GET /api/projectCart/:id': { params: { id: project } },
    'PUT /api/projectCart/:id': {
      params: { id: project },
      body: projectUpdateRequestSchema,
      validBody: { extra_info: 'Tile the kitchen first, then the hall.' },
    },
    'GET /api/projectChecklist': {},
    'GET /api/projectChecklist/:id': { params: { id: project } },
    'POST /api/projectChecklist': {
      body: projectChecklistRequestSchema,
      validBody: {
        project: f.projectId,
        append_items: true,
        items: [
          { product_id: 1, size_id: 1, colour: 'White', qty: 2, note: 'Hall' },
          { product_id: 2, area_sqft: 120.5, waste_percent: 10 },
        ],
      },
    },
    'PUT /api/projectChecklist/:id': {
      params: { id: '1' },
      body: checklistItemUpdateRequestSchema,
      validBody: { qty: 3, checked: true, note: 'Bought two' },
    },
    'DELETE /api/projectChecklist/:id': { params: { id: '1' } },
    'GET /api/projects': {},
    'POST /api/projects': {
      body: projectCreateRequestSchema,
      validBody: {
        name: 'Fuzz kitchen',
        room_type: 'Kitchen',
        budget: 12000.5,
        zip: '94110',
        showroom: f.showroomId,
      },
    },
    'GET /api/style_profile': {},
    'PUT /api/style_profile': {
      body: styleSurveyRequestSchema,
      validBody: { profile: { tags: ['Modern', 'Coastal'], palette: 'whites-and-sand', materials: ['oak'] } },
    },
    'GET /api/projects/:id': { params: { id: project } },
    'PUT /api/projects/:id': {
      params: { id: project },
      body: projectFactsUpdateRequestSchema,
      validBody: { name: 'Fuzz bath', budget: 900, zip: '10001' },
    },
    'POST /api/projects/:id/rooms': {
      params: { id: project },
      body: projectRoomRequestSchema,
      validBody: { name: 'Hall', room_type: 'Other' },
    },
    'PUT /api/projects/:id/rooms/:roomId': {
      params: { id: project, roomId: room },
      body: projectRoomRequestSchema,
      validBody: { name: 'Landing' },
    },
    'DELETE /api/projects/:id/rooms/:roomId': { params: { id: project, roomId: room } },
    'GET /api/projectChat': { query: projectChatListQuerySchema, validQuery: { t: 'files' } },
    'GET /api/projectChat/:projectId': {
      params: { projectId: project },
      query: projectChatPageQuerySchema,
      validQuery: { before: '10' },
    },
    'POST /api/projectChat': {
      body: postProjectChatRequestSchema,
      validBody: {
        project_id: f.projectId,
        kind: 'checklist_item',
        message: 'For the hall',
        product: hash,
        quantity: 2,
      },
    },
    'POST /api/projectChat/:projectId/typing': { params: { projectId: project } },
    'POST /api/projectChat/:projectId/read': {
      params: { projectId: project },
      body: projectChatReadRequestSchema,
      validBody: { message_id: 1 },
    },
    'GET /api/project/share_to_contractor/:projectId': { params: { projectId: project } },
    'POST /api/projectCart/update_project_cart': {
      body: attachCartRequestSchema,
      validBody: { re_temp_project_id: 'fuzz-cart', project_id: f.projectId },
    },
    'GET /api/hire_designer': { query: hireDesignerQuerySchema, validQuery: { project } },
    'POST /api/hire_designer': {
      body: hireDesignerRequestSchema,
      validBody: { project: f.projectId, designer: f.designerId, payment: { saved_card: true } },
      idempotencyKey: true,
    },
    'GET /api/orders': { query: orderListQuerySchema, validQuery: { page: '1', per_page: '10' } },
    'GET /api/orders/:id': { params: { id: String(f.orderId) } },
    'PUT /api/orders/:id/address': {
      params: { id: String(f.orderId) },
      body: orderAddressChangeRequestSchema,
      validBody: {
        street: '2 Harbor View',
        state: 'IL',
        city: 'Springfield',
        zip_code: '62704',
        apartment: '',
      },
    },
    'POST /api/orders/:id/cancel': { params: { id: String(f.orderId) } },
    'GET /api/orders/:id/items': { params: { id: String(f.orderId) } },
    'PUT /api/order_items/:id/status': {
      params: { id: String(f.orderItemId) },
      body: orderItemStatusRequestSchema,
      validBody: { status: 'Vendor Approved' },
    },
    'GET /api/checkout/summary': {
      query: checkoutSummaryQuerySchema,
      validQuery: { showroom, coupon_code: 'WELCOME5' },
    },
    'POST /api/checkout': {
      body: placeOrderRequestSchema,
      validBody: { showroom: f.showroomId, coupon_code: 'WELCOME5', payment: { saved_card: true } },
      idempotencyKey: true,
    },
    'POST /api/AI/design': {
      body: aiDesignAuthRequestSchema,
      validBody: { action: 'login', email: 'ai@showroom.test', password: 'not-the-password' },
    },
    'GET /api/AI/get_user': {},
    'GET /api/AI/design/email/resend': {},
    'GET /api/AI/design/email/verify/:token': { params: { token: 'A'.repeat(43) } },
    'POST /api/AI/get_credits': {},
    'POST /api/AI/credits': {
      body: aiCreditPurchaseRequestSchema,
      validBody: { pack: 'starter', payment: { card_token: 'tok_fuzz_unknown_card' } },
      idempotencyKey: true,
    },
    // Multipart only, as the project room photos.
    'POST /api/AI/photos': {},
    'DELETE /api/AI/photos/:id': { params: { id: '1' } },
    'POST /api/AI/photos/:id/suggested-corners': {
      params: { id: '1' },
      body: suggestedCornersRequestSchema,
      validBody: { kind: 'floor', near: null },
    },
    'GET /api/AI/photos/:id/file': {
      params: { id: '1' },
      query: aiPhotoFileQuerySchema,
      validQuery: { e: '4102444800', s: '0'.repeat(64) },
    },
    'POST /api/AI/designs': {
      body: aiDesignRequestSchema,
      validBody: {
        room_type: 'kitchen',
        width_ft: 12,
        length_ft: 10,
        budget_cents: 2_000_000,
        showroom: f.showroomVsdId,
      },
      idempotencyKey: true,
    },
    'GET /api/AI/designs': { query: aiDesignListQuerySchema, validQuery: { page: '1' } },
    'GET /api/AI/designs/:id': { params: { id: '1' } },
  };
}
