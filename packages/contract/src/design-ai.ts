/**
 * `@showroom/contract/design-ai`: AI design (spec §1, §3, §6, §7; issue #26, decision 0110): its own
 * accounts and token (`AuthorizationAI`), credits, room photos, design requests and their designs, and
 * every text and number of it. Its own entry so the shop's widgets never download it.
 */
export {
  AI_VERIFY_QUERY_PARAM,
  type AiDesignAuthRequest,
  type AiSession,
  type AiSessionResponse,
  type AiUser,
  type AiUserResponse,
  type AiVerifyParams,
  aiDesignAuthRequestSchema,
  aiEmailResponseSchema,
  aiLoginRequestSchema,
  aiRegisterRequestSchema,
  aiSessionResponseSchema,
  aiSessionSchema,
  aiUserResponseSchema,
  aiUserSchema,
  aiVerifyParamsSchema,
} from './design-ai/ai-account.ts';
export { AI_API_PATHS, AI_AUTH_HEADER } from './design-ai/ai-api-paths.ts';
export {
  type AiCreditPack,
  type AiCreditPurchase,
  type AiCreditPurchaseRequest,
  type AiCreditPurchaseResponse,
  type AiCredits,
  type AiCreditsResponse,
  aiCreditPackSchema,
  aiCreditPurchaseRequestSchema,
  aiCreditPurchaseResponseSchema,
  aiCreditPurchaseSchema,
  aiCreditsResponseSchema,
  aiCreditsSchema,
} from './design-ai/ai-credits.ts';
export {
  AI_CREDIT_PACK_IDS,
  AI_CREDIT_PACKS,
  AI_CREDITS,
  type AiCreditPackId,
  aiCreditPack,
} from './design-ai/ai-credits-rules.ts';
export {
  AI_GENERATORS,
  type AiDesign,
  type AiDesignDraft,
  type AiDesignItem,
  type AiDesignListResponse,
  type AiDesignRequestRecord,
  type AiDesignRequestSummary,
  type AiDesignResult,
  type AiDesignResultResponse,
  type AiGenerator,
  aiDesignDraftSchema,
  aiDesignItemSchema,
  aiDesignListResponseSchema,
  aiDesignRequestRecordSchema,
  aiDesignRequestSummarySchema,
  aiDesignResultResponseSchema,
  aiDesignResultSchema,
  aiDesignSchema,
} from './design-ai/ai-design-answer.ts';
export {
  AI_DESIGN_MESSAGES,
  AI_DESIGN_TITLES,
  aiDollars,
  budgetSummary,
  notEnoughCreditsMessage,
} from './design-ai/ai-design-messages.ts';
export {
  AI_DESIGN_LIMITS,
  AI_DESIGN_PAGE_SIZE,
  AI_ROOM_TYPES,
  type AiDesignIdParams,
  type AiDesignListQuery,
  type AiDesignRequest,
  type AiDesignRequestParsed,
  type AiRoomType,
  aiDesignIdParamsSchema,
  aiDesignListQuerySchema,
  aiDesignRequestSchema,
} from './design-ai/ai-design-request.ts';
export {
  AI_PHOTO_MESSAGES,
  AI_PHOTO_UPLOAD,
  type AiPhoto,
  type AiPhotoDeleteResponse,
  type AiPhotoFileQuery,
  type AiPhotoResponse,
  aiPhotoDeleteResponseSchema,
  aiPhotoFileParamsSchema,
  aiPhotoFileQuerySchema,
  aiPhotoParamsSchema,
  aiPhotoResponseSchema,
  aiPhotoSchema,
} from './design-ai/ai-photo.ts';
export {
  AI_PHOTO_SURFACE_KINDS,
  AI_PHOTO_SURFACE_MESSAGES,
  type AiPhotoSurface,
  type AiPhotoSurfaceInput,
  aiPhotoSurfaceSchema,
  aiPhotoSurfacesSchema,
} from './design-ai/ai-photo-surfaces.ts';
export { AI_ROOM_TYPE_LABELS, AI_SCREEN_TEXTS } from './design-ai/design-ai-screen-texts.ts';
