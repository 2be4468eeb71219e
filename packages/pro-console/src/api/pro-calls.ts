import {
  embedHealthResponseSchema,
  type ProRegisterRequest,
  type ProShowroomInput,
  proHomeResponseSchema,
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

/** `GET /api/pro/embed_health`: each site, what its pages ran and the problems met (decision 0087). */
export function loadEmbedHealth(signal?: AbortSignal) {
  return api.get('pro/embed_health', { schema: embedHealthResponseSchema, ...(signal && { signal }) });
}
