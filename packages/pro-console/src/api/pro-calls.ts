import {
  type CouponCreate,
  type CouponTerms,
  type ProRegisterRequest,
  type ProShowroomInput,
  proCouponResponseSchema,
  proCouponsResponseSchema,
  proHomeResponseSchema,
  proMarkupResponseSchema,
  proRegisterResponseSchema,
  proShowroomResponseSchema,
  siteOriginsResponseSchema,
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
