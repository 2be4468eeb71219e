import { type Envelope, MESSAGES } from '@showroom/contract';
import {
  attachCartRequestSchema,
  CART_ATTACHED,
  PROJECT_CREATED,
  projectFromDraftRequestSchema,
  SHOWROOM_INVALID,
} from '@showroom/contract/account';
import { fieldError, HttpError } from '../lib/http-error.ts';
import { sessionOf } from '../plugins/auth.ts';
import { validate } from '../plugins/validate.ts';
import { findActiveShowroom } from '../services/active-showroom.ts';
import { attachCartToProject, createProjectFromDraft } from '../services/projects/projects.ts';
import type { AppRoutes } from './route-options.ts';

/**
 * The project-cart calls sign-in and registration need (spec §4): a project from the saved draft, and
 * attaching the visitor's cart to it. The cart issue adds the rest of /api/projectCart.
 */
export const projectCartRoutes: AppRoutes = async (app, { ctx, guards }) => {
  app.post(
    '/api/projectCart',
    { onRequest: guards.signedIn },
    async (request, reply): Promise<Envelope<number>> => {
      const { showroom, ...draft } = validate(projectFromDraftRequestSchema, request.body);
      const showroomId = await findActiveShowroom(ctx.db, showroom);
      if (showroomId === null) throw fieldError('showroom', SHOWROOM_INVALID);
      const id = await createProjectFromDraft(
        ctx.db,
        sessionOf(request).user.id,
        showroomId,
        draft,
        ctx.clock,
      );
      reply.code(201);
      return { success: true, message: PROJECT_CREATED, data: id };
    },
  );

  app.post(
    '/api/projectCart/update_project_cart',
    { onRequest: guards.signedIn },
    async (request): Promise<Envelope<{ cart_id: number; project_id: number }>> => {
      const input = validate(attachCartRequestSchema, request.body);
      const outcome = await attachCartToProject(ctx.db, sessionOf(request).user.id, input, ctx.clock);
      if (!outcome.ok) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
      return {
        success: true,
        message: CART_ATTACHED,
        data: { cart_id: outcome.cartId, project_id: input.project_id },
      };
    },
  );
};
