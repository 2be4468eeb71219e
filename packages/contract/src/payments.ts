/**
 * `@showroom/contract/payments`: the card fields' token and display data, the sandbox processor's
 * tokenize shapes and the card frame's postMessage protocol. Its own entry, so the card frame page
 * loads only this (and zod/mini), not the whole contract.
 */
export { PAYMENT_MESSAGES } from './messages/payment-messages.ts';
export { CARD_BRAND_NAMES, CARD_BRANDS, type CardBrand } from './payments/card-brands.ts';
export {
  CARD_FIELDS,
  type CardFieldErrors,
  type CardFieldName,
  cardBrandSchema,
  cardFieldErrorsSchema,
  SANDBOX_CARD_PARAMS,
  SANDBOX_TOKENS_PATH,
  type SandboxError,
  type SandboxToken,
  sandboxErrorSchema,
  sandboxTokenSchema,
  type TokenizedCard,
  type TokenizeResult,
  tokenizedCardSchema,
  tokenizeResultSchema,
} from './payments/card-token.ts';
export {
  type FrameToParentMessage,
  frameToParentSchema,
  framingAncestors,
  PAY_FRAME_CHANNEL,
  PAY_FRAME_CONFIG_META,
  PAY_FRAME_HEIGHT,
  PAY_FRAME_PARAMS,
  PAY_FRAME_PATH,
  type ParentToFrameMessage,
  type PayFrameConfig,
  parentToFrameSchema,
  payFrameConfigSchema,
  payFrameMessage,
  payFrameQuerySchema,
  readPayFrameMessage,
} from './payments/frame-protocol.ts';
export { type SavedCardSummary, savedCardSummarySchema } from './payments/saved-card-summary.ts';
