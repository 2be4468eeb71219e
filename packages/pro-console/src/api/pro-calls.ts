import { IDEMPOTENCY_KEY_HEADER } from '@showroom/contract/checkout';
import {
  type BankAccountInput,
  type CouponCreate,
  type CouponTerms,
  embedHealthResponseSchema,
  type InviteRequest,
  invitationResponseSchema,
  invitesResponseSchema,
  type LeadKind,
  type LeadStatus,
  type PlanKey,
  type PlanPurchaseRequest,
  PRO_PICTURE_UPLOAD,
  type ProLeadQuery,
  type ProOrderQuery,
  type ProProfileRequest,
  type ProRegisterRequest,
  type ProShowroomInput,
  payoutSetupResponseSchema,
  planBillingResponseSchema,
  proCouponResponseSchema,
  proCouponsResponseSchema,
  proHomeResponseSchema,
  proLeadPageResponseSchema,
  proLeadResponseSchema,
  proMarkupResponseSchema,
  proOrderPageResponseSchema,
  proOrdersCsvSchema,
  proProfileResponseSchema,
  proRegisterResponseSchema,
  proShowroomResponseSchema,
  proWeekResponseSchema,
  showroomBrandingResponseSchema,
  showroomCategoriesResponseSchema,
  siteOriginsResponseSchema,
  type VendorAcceptRequest,
  vendorAcceptResponseSchema,
} from '@showroom/contract/pro';
import { api } from '@showroom/core';

/** `POST /api/register/contractor`: the application; its answer's message is the one to show. */
export function registerPro(form: ProRegisterRequest) {
  return api.post('register/contractor', { schema: proRegisterResponseSchema, body: form, silent: true });
}

/** `GET /api/pro/home`: the signed-in pro's showroom. */
export function loadProHome(signal?: AbortSignal) {
  return api.get('pro/home', { schema: proHomeResponseSchema, ...(signal && { signal }) });
}

/** `GET /api/pro/site_origins`: the sites the pro registered. */
export function loadSiteOrigins(signal?: AbortSignal) {
  return api.get('pro/site_origins', { schema: siteOriginsResponseSchema, ...(signal && { signal }) });
}

/** `POST /api/pro/site_origins`: registers a site; answers the sites now registered. */
export function addSiteOrigin(origin: string) {
  return api.post('pro/site_origins', { schema: siteOriginsResponseSchema, body: { origin } });
}

/** `DELETE /api/pro/site_origins?origin=`: removes a site; answers the sites still registered. */
export function removeSiteOrigin(origin: string) {
  return api.delete('pro/site_origins', { schema: siteOriginsResponseSchema, searchParams: { origin } });
}

/** `GET /api/pro/showroom`: the showroom's name and footer links. */
export function loadProShowroom(signal?: AbortSignal) {
  return api.get('pro/showroom', { schema: proShowroomResponseSchema, ...(signal && { signal }) });
}

/** `PUT /api/pro/showroom`: saves them; answers what was saved. */
export function saveProShowroom(showroom: ProShowroomInput) {
  return api.put('pro/showroom', { schema: proShowroomResponseSchema, body: showroom });
}

/** `GET /api/pro/showroom/categories`: the catalogue's top categories and those the showroom carries. */
export function loadShowroomCategories(signal?: AbortSignal) {
  return api.get('pro/showroom/categories', {
    schema: showroomCategoriesResponseSchema,
    ...(signal && { signal }),
  });
}

/** `PUT /api/pro/showroom/categories`: the categories to carry; answers the list now carried. */
export function saveShowroomCategories(categoryIds: readonly number[]) {
  return api.put('pro/showroom/categories', {
    schema: showroomCategoriesResponseSchema,
    body: { category_ids: categoryIds },
  });
}

/** `GET /api/pro/showroom/branding`: theme colour, logo, and whether the plan allows them. */
export function loadShowroomBranding(signal?: AbortSignal) {
  return api.get('pro/showroom/branding', {
    schema: showroomBrandingResponseSchema,
    ...(signal && { signal }),
  });
}

/** `PUT /api/pro/showroom/branding`: the theme colour (null clears it). */
export function saveThemeColor(themeColor: string | null) {
  return api.put('pro/showroom/branding', {
    schema: showroomBrandingResponseSchema,
    body: { theme_color: themeColor },
  });
}

/** `POST /api/pro/showroom/logo` (multipart): the new logo; answers the branding with its address. */
export function uploadLogo(file: File) {
  const body = new FormData();
  body.append(PRO_PICTURE_UPLOAD.field, file, file.name);
  return api.post('pro/showroom/logo', { schema: showroomBrandingResponseSchema, body });
}

/** `DELETE /api/pro/showroom/logo`: back to the default product logo. */
export function removeLogo() {
  return api.delete('pro/showroom/logo', { schema: showroomBrandingResponseSchema });
}

/** `GET /api/pro/profile`: the profile homeowners see when hiring the pro. */
export function loadProProfile(signal?: AbortSignal) {
  return api.get('pro/profile', { schema: proProfileResponseSchema, ...(signal && { signal }) });
}

/** `PUT /api/pro/profile`: rate, styles and introduction; answers the profile saved. */
export function saveProProfile(profile: ProProfileRequest) {
  return api.put('pro/profile', { schema: proProfileResponseSchema, body: profile });
}

/** `POST /api/pro/profile/pictures` (multipart): adds a portfolio picture; answers the profile. */
export function addPortfolioPicture(file: File) {
  const body = new FormData();
  body.append(PRO_PICTURE_UPLOAD.field, file, file.name);
  return api.post('pro/profile/pictures', { schema: proProfileResponseSchema, body });
}

/** `DELETE /api/pro/profile/pictures/:id`: removes one; answers the profile. */
export function removePortfolioPicture(id: string) {
  return api.delete(`pro/profile/pictures/${encodeURIComponent(id)}`, { schema: proProfileResponseSchema });
}

/** `GET /api/pro/plans`: the pro's plans, receipts and saved card. */
export function loadPlanBilling(signal?: AbortSignal) {
  return api.get('pro/plans', { schema: planBillingResponseSchema, ...(signal && { signal }) });
}

/** `POST /api/pro/plans` with the attempt's `Idempotency-Key`; answers the billing after the purchase. */
export function buyPlan(request: PlanPurchaseRequest, idempotencyKey: string) {
  return api.post('pro/plans', {
    schema: planBillingResponseSchema,
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    // The screen shows a refusal by the card, not as a toast.
    silent: true,
  });
}

/** `DELETE /api/pro/plans?plan=`: stops the plan's renewal; answers the billing after it. */
export function cancelPlan(plan: PlanKey) {
  return api.delete('pro/plans', { schema: planBillingResponseSchema, searchParams: { plan } });
}

/** `GET /api/pro/markup`: the markup and a few products to preview it on. */
export function loadProMarkup(signal?: AbortSignal) {
  return api.get('pro/markup', { schema: proMarkupResponseSchema, ...(signal && { signal }) });
}

/** `PUT /api/pro/markup`: saves the markup; answers it with the preview. */
export function saveProMarkup(markup_percent: number) {
  return api.put('pro/markup', { schema: proMarkupResponseSchema, body: { markup_percent } });
}

/** `GET /api/pro/coupons`: the showroom's coupons with their uses and cost. */
export function loadProCoupons(signal?: AbortSignal) {
  return api.get('pro/coupons', { schema: proCouponsResponseSchema, ...(signal && { signal }) });
}

/** `POST /api/pro/coupons`: a new code; answers it as saved. */
export function createProCoupon(coupon: CouponCreate) {
  return api.post('pro/coupons', { schema: proCouponResponseSchema, body: coupon });
}

/** `PUT /api/pro/coupons/:id`: new terms of a code (or it switched off); answers it as saved. */
export function saveProCoupon(id: number, terms: CouponTerms) {
  return api.put(`pro/coupons/${id}`, { schema: proCouponResponseSchema, body: terms });
}

/** `GET /api/pro/embed_health`: each site, what its pages ran and the problems met (decision 0087). */
export function loadEmbedHealth(signal?: AbortSignal) {
  return api.get('pro/embed_health', { schema: embedHealthResponseSchema, ...(signal && { signal }) });
}

/** `GET /api/pro/orders`: a page of the orders placed in the pro's showroom. */
export function loadProOrders(query: ProOrderQuery, signal?: AbortSignal) {
  return api.get('pro/orders', {
    schema: proOrderPageResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
}

/** `GET /api/pro/orders.csv`: every order the filters match, as CSV text (the client turns it into a file). */
export function loadProOrdersCsv(query: Omit<ProOrderQuery, 'page' | 'per_page'>) {
  return api.get('pro/orders.csv', { schema: proOrdersCsvSchema, searchParams: query });
}

/** `GET /api/pro/leads`: a page of the showroom's leads. */
export function loadProLeads(query: ProLeadQuery, signal?: AbortSignal) {
  return api.get('pro/leads', {
    schema: proLeadPageResponseSchema,
    searchParams: query,
    ...(signal && { signal }),
  });
}

/** `PUT /api/pro/leads/{kind}/{id}/status`: the pro's status for a lead; answers the lead. */
export function setProLeadStatus(kind: LeadKind, id: number, status: LeadStatus) {
  return api.put(`pro/leads/${kind}/${id}/status`, { schema: proLeadResponseSchema, body: { status } });
}

/** `GET /api/pro/week`: what happened in the showroom on each of the last seven days. */
export function loadProWeek(signal?: AbortSignal) {
  return api.get('pro/week', { schema: proWeekResponseSchema, ...(signal && { signal }) });
}

/** `GET /api/pro/payout_setup`: the bank account (never its number), the balances and the payouts. */
export function loadPayoutSetup(signal?: AbortSignal) {
  return api.get('pro/payout_setup', { schema: payoutSetupResponseSchema, ...(signal && { signal }) });
}

/** `PUT /api/pro/payout_setup/bank_account`: sends the bank details to the gateway; answers the new setup. */
export function saveBankAccount(account: BankAccountInput) {
  return api.put('pro/payout_setup/bank_account', { schema: payoutSetupResponseSchema, body: account });
}

/** `GET /api/pro/invites`: the pro's invitations, newest first, with who joined. */
export function loadInvites(signal?: AbortSignal) {
  return api.get('pro/invites', { schema: invitesResponseSchema, ...(signal && { signal }) });
}

/** `POST /api/pro/invites`: mails an invitation; answers the invitations. */
export function sendInvite(invite: InviteRequest) {
  return api.post('pro/invites', { schema: invitesResponseSchema, body: invite });
}

/** `POST /api/pro/invites/{id}/resend`: a new link (the old one dies); answers the invitations. */
export function resendInvite(id: number) {
  return api.post(`pro/invites/${id}/resend`, { schema: invitesResponseSchema });
}

/** `DELETE /api/pro/invites/{id}`: the link no longer works; answers the invitations. */
export function revokeInvite(id: number) {
  return api.delete(`pro/invites/${id}`, { schema: invitesResponseSchema });
}

/** `GET /api/invitation?token=`: what an invitation link offers; a dead link's message is the page's. */
export function loadInvitation(token: string, signal?: AbortSignal) {
  return api.get('invitation', {
    schema: invitationResponseSchema,
    searchParams: { token },
    silent: true,
    ...(signal && { signal }),
  });
}

/** `POST /api/invitation/vendor`: the invited vendor's account, pending until approved. */
export function acceptVendorInvitation(form: VendorAcceptRequest) {
  return api.post('invitation/vendor', { schema: vendorAcceptResponseSchema, body: form });
}
