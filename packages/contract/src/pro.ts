/**
 * `@showroom/contract/pro`: pros' sign-up and approval, and the console's calls (issue #23). A separate
 * entry (and federation share key) so shoppers never download it.
 */

export {
  CSP_REPORTED_DIRECTIVES,
  EMBED_HEALTH_MESSAGES,
  EMBED_PROBLEMS,
  EMBEDDABLE_TAGS,
  type EmbedHealthReport,
  type EmbedHealthResponse,
  type EmbedOriginHealth,
  type EmbedPage,
  type EmbedProblem,
  elementsOfContainer,
  embedHealthReportSchema,
  embedHealthResponseSchema,
  embedOriginHealthSchema,
  embedPageSchema,
  embedProblemSchema,
} from './pros/embed-health.ts';
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
