import { type Envelope, MESSAGES } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type AttachCartResponse,
  attachCartRequestSchema,
  projectFromDraftRequestSchema,
} from '@showroom/contract/account';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * The project calls sign-in and registration make (spec §4): a project from the saved draft, and
 * attaching the visitor's cart to it; both are flows (flows/save-design, flows/attach-visitor-cart).
 */
export const projectFromDraftRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/projectCart', access('homeowner'), async (request, reply): Promise<Envelope<number>> => {
    const { showroom, ...draft } = validate(projectFromDraftRequestSchema, request.body);
    const id = await ctx.flows.saveDesign(sessionOf(request).user.id, showroom, draft);
    reply.code(201);
    return { success: true, message: ACCOUNT_MESSAGES.projectCreated, data: id };
  });

  app.post(
    '/api/projectCart/update_project_cart',
    access('homeowner'),
    async (request): Promise<AttachCartResponse> => {
      const input = validate(attachCartRequestSchema, request.body);
      const outcome = await ctx.flows.attachVisitorCart(sessionOf(request).user.id, input);
      if (!outcome.ok) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
      return {
        success: true,
        message: ACCOUNT_MESSAGES.cartAttached,
        data: {
          cart_id: outcome.cartId,
          project_id: input.project_id,
          ...(outcome.merged ? { merged: outcome.merged } : {}),
        },
      };
    },
  );
};
