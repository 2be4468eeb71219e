/**
 * Invitations of vendors and clients by a pro (issue #23, console "Invites"): the links, their mails,
 * and the claim a sign-up makes inside its own transaction (identity's vendor and homeowner sign-ups).
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { claimInvitation, findOpenInvitation, type OpenInvitation } from './invite-tokens.ts';
export { createInvitesService, type InvitesService } from './invites-service.ts';
