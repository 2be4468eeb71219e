import {
  type BankAccountInput,
  type InviteRequest,
  invitationResponseSchema,
  invitesResponseSchema,
  type ProRegisterRequest,
  type ProShowroomInput,
  payoutSetupResponseSchema,
  proHomeResponseSchema,
  proRegisterResponseSchema,
  proShowroomResponseSchema,
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
