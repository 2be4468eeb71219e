/**
 * `@showroom/contract/pro`: pros' sign-up and approval, and the console's calls (issue #23). A separate
 * entry (and federation share key) so shoppers never download it.
 */

export { PRO_TYPES, type ProType } from './constants/constants.ts';
export {
  type BankAccount,
  type BankAccountInput,
  type BankAccountRequest,
  bankAccountRequestSchema,
  bankAccountSchema,
  isRoutingNumber,
  PAYOUT_STATES,
  type PayoutState,
} from './payouts/bank-account.ts';
export { BANK_ACCOUNT_TEXTS } from './payouts/bank-account-texts.ts';
export { addBusinessDays } from './pros/business-days.ts';
export { COUPON_MESSAGES } from './pros/coupon-messages.ts';
export {
  DESIGN_STYLE_TAGS,
  DESIGNER_PROFILE_MESSAGES,
  type DesignerPublicProfile,
  type DesignerPublicProfileResponse,
  type DesignerRating,
  type DesignStyleTag,
  designerParamsSchema,
  designerPublicProfileResponseSchema,
  designerPublicProfileSchema,
  MAX_HOURLY_RATE_CENTS,
  MAX_STYLE_TAGS,
  type ProProfile,
  type ProProfileRequest,
  type ProProfileResponse,
  portfolioPictureParamsSchema,
  proProfileRequestSchema,
  proProfileResponseSchema,
  proProfileSchema,
} from './pros/designer-profile.ts';
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
  type Payout,
  type PayoutBalances,
  type PayoutSetup,
  type PayoutSetupResponse,
  payoutBalancesSchema,
  payoutSchema,
  payoutSetupResponseSchema,
  payoutSetupSchema,
} from './pros/payouts.ts';
export {
  PLAN_MESSAGES,
  PLAN_STATUSES,
  type PlanBilling,
  type PlanBillingResponse,
  type PlanCancelQuery,
  type PlanPurchaseRequest,
  type PlanReceipt,
  type PlanStatus,
  type PlanSubscription,
  planBillingResponseSchema,
  planBillingSchema,
  planCancelQuerySchema,
  planPurchaseRequestSchema,
  planReceiptSchema,
  planSubscriptionSchema,
} from './pros/plan-billing.ts';
export {
  BASIC_PLAN,
  BILLING_PERIOD,
  CUSTOM_ADDON,
  PLAN_KEYS,
  PLAN_OFFERS,
  PLAN_RENEWAL_NOTE,
  type PlanKey,
  type PlanOffer,
} from './pros/plans.ts';
export { PRO_ACCOUNT_CONTENT, PRO_BALANCE_RULES } from './pros/pro-account-content.ts';
export {
  type PendingPro,
  type PendingProsResponse,
  type ProApprovalResponse,
  pendingProSchema,
  pendingProsResponseSchema,
  proApprovalResponseSchema,
} from './pros/pro-approval.ts';
export {
  COUPON_DISCOUNT_TYPES,
  type CouponCreate,
  type CouponDiscountType,
  type CouponTerms,
  couponCreateSchema,
  couponTermsSchema,
  MAX_COUPON_AMOUNT,
  MAX_COUPON_USES,
  type ProCoupon,
  type ProCouponResponse,
  type ProCouponsResponse,
  proCouponResponseSchema,
  proCouponSchema,
  proCouponsResponseSchema,
} from './pros/pro-coupons.ts';
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
export {
  MARKUP_MESSAGES,
  MAX_MARKUP_PERCENT,
  type MarkupPreviewProduct,
  markupPreviewProductSchema,
  type ProMarkup,
  type ProMarkupRequest,
  type ProMarkupResponse,
  proMarkupRequestSchema,
  proMarkupResponseSchema,
  proMarkupSchema,
} from './pros/pro-markup.ts';
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
  PRO_PICTURE_LABELS,
  PRO_PICTURE_MESSAGES,
  PRO_PICTURE_UPLOAD,
  type ProPicture,
  type ProPictureKind,
  proPictureParamsSchema,
  proPictureSchema,
  proPictureUrl,
} from './pros/pro-pictures.ts';
export {
  type ProRegisterPayload,
  type ProRegisterRequest,
  type ProRegisterResponse,
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
export {
  SHOWROOM_BRANDING_MESSAGES,
  type ShowroomBranding,
  type ShowroomBrandingResponse,
  type ShowroomThemeRequest,
  showroomBrandingResponseSchema,
  showroomBrandingSchema,
  showroomThemeRequestSchema,
} from './pros/showroom-branding.ts';
export {
  type CarriableCategory,
  carriableCategorySchema,
  SHOWROOM_CATEGORY_MESSAGES,
  type ShowroomCategories,
  type ShowroomCategoriesRequest,
  type ShowroomCategoriesResponse,
  showroomCategoriesRequestSchema,
  showroomCategoriesResponseSchema,
  showroomCategoriesSchema,
} from './pros/showroom-categories.ts';
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
