import { MESSAGES } from '@showroom/contract';
import { type DesignerPublicProfileResponse, designerParamsSchema } from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * `GET /api/designers/:id` (public): a Designer's profile as homeowners see it when hiring one (the
 * projects issue). 404 for anyone who is not a working Designer.
 */
export const designerRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/designers/:id', access('public'), async (request): Promise<DesignerPublicProfileResponse> => {
    const { id } = validate(designerParamsSchema, request.params);
    const designer = await ctx.pros.designer(Number(id));
    if (!designer) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
    return { success: true, message: '', data: designer };
  });
};
