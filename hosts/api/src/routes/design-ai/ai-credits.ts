import { formatMessage } from '@showroom/contract';
import { idempotencyHeaderSchema } from '@showroom/contract/checkout';
import {
  AI_API_PATHS,
  AI_DESIGN_MESSAGES,
  type AiCreditPurchaseResponse,
  type AiCreditsResponse,
  aiCreditPurchaseRequestSchema,
} from '@showroom/contract/design-ai';
import { aiSessionOf, optionalShopSession } from '../../plugins/auth.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * AI credits: the balance and packs (spec §7 `get_credits`), and buying a pack (ours, with an
 * Idempotency-Key). A shop sign-in sent beside the AI token lends its saved card; the card frame's
 * token always pays (decision 0110).
 */
export const aiCreditRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(`/api${AI_API_PATHS.credits}`, async (request): Promise<AiCreditsResponse> => {
    const shop = await optionalShopSession(request, ctx.auth.tokens);
    const data = await ctx.aiDesign.credits(aiSessionOf(request).id, shop?.user.id ?? null);
    return { success: true, message: '', data };
  });

  app.post(`/api${AI_API_PATHS.buyCredits}`, async (request, reply): Promise<AiCreditPurchaseResponse> => {
    const { idempotency_key: key } = validate(idempotencyHeaderSchema, {
      idempotency_key: request.headers['idempotency-key'],
    });
    const input = validate(aiCreditPurchaseRequestSchema, request.body);
    const shop = await optionalShopSession(request, ctx.auth.tokens);
    const data = await ctx.aiDesign.buyCredits(aiSessionOf(request).id, shop?.user.id ?? null, key, input);
    reply.code(201);
    return {
      success: true,
      message: formatMessage(AI_DESIGN_MESSAGES.creditsBought, { credits: data.purchase.credits }),
      data,
    };
  });
};
