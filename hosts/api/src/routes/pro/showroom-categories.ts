import { MESSAGES } from '@showroom/contract';
import {
  SHOWROOM_CATEGORY_MESSAGES,
  type ShowroomCategoriesResponse,
  showroomCategoriesRequestSchema,
} from '@showroom/contract/pro';
import { HttpError } from '../../lib/http-error.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const noShowroom = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

/** GET and PUT /api/pro/showroom/categories: the categories the signed-in pro's showroom carries (issue #23). */
export const showroomCategoryRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/pro/showroom/categories',
    access('pro'),
    async (request): Promise<ShowroomCategoriesResponse> => {
      const categories = await ctx.pros.categories(sessionOf(request).user.id);
      if (!categories) throw noShowroom();
      return { success: true, message: '', data: categories };
    },
  );

  app.put(
    '/api/pro/showroom/categories',
    access('pro'),
    async (request): Promise<ShowroomCategoriesResponse> => {
      const { category_ids } = validate(showroomCategoriesRequestSchema, request.body);
      const saved = await ctx.pros.saveCategories(sessionOf(request).user.id, category_ids);
      if (!saved) throw noShowroom();
      if (saved === 'unknown') {
        const message = SHOWROOM_CATEGORY_MESSAGES.unknown;
        throw new HttpError(422, { message, errors: { category_ids: [message] } });
      }
      return { success: true, message: SHOWROOM_CATEGORY_MESSAGES.saved, data: saved };
    },
  );
};
