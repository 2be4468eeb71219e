import {
  type LeadKind,
  type LeadStatus,
  type ProLeadQuery,
  type ProOrderQuery,
  type ProRegisterRequest,
  type ProShowroomInput,
  proHomeResponseSchema,
  proLeadPageResponseSchema,
  proLeadResponseSchema,
  proOrderPageResponseSchema,
  proOrdersCsvSchema,
  proRegisterResponseSchema,
  proShowroomResponseSchema,
  proWeekResponseSchema,
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
