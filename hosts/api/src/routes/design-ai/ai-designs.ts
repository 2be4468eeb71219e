import { idempotencyHeaderSchema } from '@showroom/contract/checkout';
import {
  AI_API_PATHS,
  AI_DESIGN_MESSAGES,
  AI_DESIGN_PAGE_SIZE,
  type AiDesignListResponse,
  type AiDesignResultResponse,
  aiDesignIdParamsSchema,
  aiDesignListQuerySchema,
  aiDesignRequestSchema,
} from '@showroom/contract/design-ai';
import { HttpError } from '../../lib/http-error.ts';
import { laravelPaginator } from '../../lib/laravel-paginator.ts';
import { aiSessionOf } from '../../plugins/auth.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * Design requests (ours, decision 0110): `POST /api/AI/designs` with an Idempotency-Key spends
 * `AI_CREDITS.designPrice` once and answers three designs (201; the same key again: 200 with the
 * same designs); 403 until the e-mail is verified, 402 when the credits do not cover it. The list,
 * newest first, and one request.
 */
export const aiDesignRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(`/api${AI_API_PATHS.designs}`, async (request, reply): Promise<AiDesignResultResponse> => {
    const { idempotency_key: key } = validate(idempotencyHeaderSchema, {
      idempotency_key: request.headers['idempotency-key'],
    });
    const input = validate(aiDesignRequestSchema, request.body);
    const { result, created } = await ctx.aiDesign.requestDesigns(aiSessionOf(request).id, key, input);
    reply.code(created ? 201 : 200);
    return { success: true, message: AI_DESIGN_MESSAGES.designed, data: result };
  });

  app.get(`/api${AI_API_PATHS.designs}`, async (request): Promise<AiDesignListResponse> => {
    const page = validate(aiDesignListQuerySchema, request.query).page ?? 1;
    const { total, rows } = await ctx.aiDesign.designRequests(aiSessionOf(request).id, page);
    const path = `${ctx.platformOrigin}/api${AI_API_PATHS.designs}`;
    const data = laravelPaginator(rows, total, { page, perPage: AI_DESIGN_PAGE_SIZE, path });
    return { success: true, message: '', data };
  });

  app.get(`/api${AI_API_PATHS.design}`, async (request): Promise<AiDesignResultResponse> => {
    const { id } = validate(aiDesignIdParamsSchema, request.params);
    const result = await ctx.aiDesign.designRequest(aiSessionOf(request).id, id);
    if (!result) throw new HttpError(404, { message: AI_DESIGN_MESSAGES.designNotFound });
    return { success: true, message: '', data: result };
  });
};
