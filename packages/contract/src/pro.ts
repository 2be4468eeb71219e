/**
 * `@showroom/contract/pro`: pros' sign-up and approval, and the console's calls (issue #23). A separate
 * entry (and federation share key) so shoppers never download it.
 */

export { addBusinessDays } from './pros/business-days.ts';
export { INVITE_TEXTS, INVITE_TTL_DAYS } from './pros/invite-texts.ts';
export {
  INVITE_KINDS,
  INVITE_STATES,
  type Invitation,
  type InvitationResponse,
  type Invite,
  type InviteKind,
  type InviteRequest,
  type InviteState,
  type InvitesResponse,
  invitationQuerySchema,
  invitationResponseSchema,
  invitationSchema,
  inviteRequestSchema,
  inviteSchema,
  invitesResponseSchema,
  type VendorAcceptRequest,
  type VendorAcceptResponse,
  vendorAcceptRequestSchema,
  vendorAcceptResponseSchema,
} from './pros/invites.ts';
export { PAYOUT_TEXTS } from './pros/payout-texts.ts';
export {
  type BankAccount,
  type BankAccountInput,
  type BankAccountRequest,
  bankAccountRequestSchema,
  bankAccountSchema,
  isRoutingNumber,
  PAYOUT_STATES,
  type Payout,
  type PayoutBalances,
  type PayoutSetup,
  type PayoutSetupResponse,
  type PayoutState,
  payoutBalancesSchema,
  payoutSchema,
  payoutSetupResponseSchema,
  payoutSetupSchema,
} from './pros/payouts.ts';
export { PRO_ACCOUNT_CONTENT, PRO_BALANCE_RULES } from './pros/pro-account-content.ts';
export {
  type PendingPro,
  type PendingProsResponse,
  type ProApprovalResponse,
  pendingProSchema,
  pendingProsResponseSchema,
  proApprovalResponseSchema,
} from './pros/pro-approval.ts';
export { type ProHome, type ProHomeResponse, proHomeResponseSchema, proHomeSchema } from './pros/pro-home.ts';
export { PRO_MESSAGES } from './pros/pro-messages.ts';
export {
  PRO_TYPES,
  type ProRegisterPayload,
  type ProRegisterRequest,
  type ProRegisterResponse,
  type ProType,
  proApplicantSchema,
  proRegisterRequestSchema,
  proRegisterResponseSchema,
} from './pros/pro-registration.ts';
export { drawShowroomId, SHOWROOM_ID_ALPHABET } from './pros/showroom-id.ts';
export {
  type ProShowroom,
  type ProShowroomInput,
  type ProShowroomResponse,
  proShowroomResponseSchema,
  proShowroomSchema,
} from './pros/showroom-settings.ts';
export {
  MAX_SITE_ORIGINS,
  type SiteOrigin,
  type SiteOriginRequest,
  type SiteOriginsResponse,
  siteOriginOf,
  siteOriginRequestSchema,
  siteOriginSchema,
  siteOriginsResponseSchema,
} from './pros/site-origins.ts';
