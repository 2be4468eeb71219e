/**
 * AI design (issue #26, decision 0110): its own accounts and `AuthorizationAI` tokens, credits (grant,
 * purchase, spend) with their ledger, room photos, design requests and the generators behind them.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export {
  type AiDesignService,
  type AiDesignServiceDeps,
  createAiDesignService,
} from './ai-design-service.ts';
export { type AiSessionUser, AiTokens } from './ai-tokens.ts';
export type { DesignBrief, DesignGenerator, GeneratedDesigns } from './design-generator.ts';
export type { HostedFetch, HostedModelConfig } from './hosted-design-generator.ts';
