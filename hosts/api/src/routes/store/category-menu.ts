import { intField, MAX_ID } from '@showroom/contract';
import type { MenuCategoryResponse } from '@showroom/contract/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import type { CatalogService } from '../../modules/catalog/index.ts';
import { menuTree } from '../../modules/catalog/index.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';

const paramsSchema = z.object({ id: intField('id', 0, MAX_ID) });

/**
 * `GET /api/menu_category_show_all/{id}`: the showroom's categories as menu entries, each with its
 * sub and second-sub tree. `id` is the pro's user id; 0 (the spec's "no shop" value) lists all 22.
 */
export const categoryMenuRoutes: FastifyPluginAsync<{ services: CatalogService }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/menu_category_show_all/:id',
    access('public'),
    async (request): Promise<MenuCategoryResponse> => {
      const { id } = validate(paramsSchema, request.params);
      const [context, index] = await Promise.all([
        services.showrooms.resolve(id),
        services.categories.load(),
      ]);
      const tops = (index.children.get(null) ?? []).filter(
        (row) => !context.topCategoryIds || context.topCategoryIds.has(row.id),
      );
      const data = tops.map((row) => ({ category: menuTree(index, row), category_id: row.id }));
      return { success: true, message: '', data: { data } };
    },
  );
};
