import type { MessageEnvelope } from '@showroom/contract';
import {
  AI_API_PATHS,
  AI_DESIGN_MESSAGES,
  type AiSessionResponse,
  type AiUserResponse,
  aiDesignAuthRequestSchema,
  aiVerifyParamsSchema,
} from '@showroom/contract/design-ai';
import { fieldError } from '../../lib/http-error.ts';
import { aiSessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const api = (path: string) => `/api${path}`;

/**
 * AI design's accounts (spec §7): sign in or register with `POST /api/AI/design` (the `action` field
 * says which), the AI user, the verification mail and its link. Apart from the shop's accounts.
 */
export const aiAccountRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    api(AI_API_PATHS.session),
    access('public'),
    async (request, reply): Promise<AiSessionResponse> => {
      const input = validate(aiDesignAuthRequestSchema, request.body);
      if (input.action === 'login') {
        return {
          success: true,
          message: AI_DESIGN_MESSAGES.signedIn,
          data: await ctx.aiDesign.signIn(input, request.ip),
        };
      }
      const session = await ctx.aiDesign.register(input, request.ip);
      reply.code(201);
      return { success: true, message: AI_DESIGN_MESSAGES.registered, data: session };
    },
  );

  app.get(api(AI_API_PATHS.user), async (request): Promise<AiUserResponse> => {
    return { success: true, message: '', data: await ctx.aiDesign.user(aiSessionOf(request).id) };
  });

  app.get(api(AI_API_PATHS.resend), async (request): Promise<MessageEnvelope> => {
    return { success: true, message: await ctx.aiDesign.resendVerification(aiSessionOf(request)) };
  });

  // No sign-in: the link is opened from the mail, perhaps on another device.
  app.get(api(AI_API_PATHS.verify), access('public'), async (request): Promise<MessageEnvelope> => {
    const params = aiVerifyParamsSchema.safeParse(request.params);
    const verified = params.success && (await ctx.aiDesign.verifyEmail(params.data.token));
    if (!verified) throw fieldError('token', AI_DESIGN_MESSAGES.verifyLinkInvalid);
    return { success: true, message: AI_DESIGN_MESSAGES.verified };
  });
};
