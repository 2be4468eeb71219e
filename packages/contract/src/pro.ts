/**
 * `@showroom/contract/pro`: pros' sign-up and approval, and the console's calls (issue #23). A separate
 * entry (and federation share key) so shoppers never download it.
 */

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
export {
  FIRST_LEAD_STATUS,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
  leadStatusSchema,
  type ProLead,
  type ProLeadPageResponse,
  type ProLeadQuery,
  type ProLeadResponse,
  type ProLeadStatusRequest,
  proLeadPageResponseSchema,
  proLeadParamsSchema,
  proLeadQuerySchema,
  proLeadResponseSchema,
  proLeadSchema,
  proLeadStatusRequestSchema,
} from './pros/pro-leads.ts';
export { PRO_MESSAGES } from './pros/pro-messages.ts';
export {
  PRO_LIST_MAX_PAGE_SIZE,
  PRO_ORDER_CSV_COLUMNS,
  PRO_ORDER_SEARCH_MAX,
  type ProOrder,
  type ProOrderFilters,
  type ProOrderPageResponse,
  type ProOrderQuery,
  proOrderPageResponseSchema,
  proOrderQuerySchema,
  proOrderSchema,
  proOrdersCsvSchema,
} from './pros/pro-orders.ts';
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
export {
  PRO_WEEK_DAYS,
  type ProWeek,
  type ProWeekDay,
  type ProWeekResponse,
  proWeekDaySchema,
  proWeekResponseSchema,
  proWeekSchema,
} from './pros/pro-week.ts';
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
