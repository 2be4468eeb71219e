import {
  type ShopProfileResponse,
  type ShowroomSearchResponse,
  shopProfileQuerySchema,
  showroomSearchQuerySchema,
} from '@showroom/contract';
import { access } from '../plugins/route-access.ts';
import { validate } from '../plugins/validate.ts';
import type { AppRoutes } from './route-options.ts';

/** Showroom entry (spec §4): find a showroom by its ID, then load its public profile. */
export const showroomRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/visualization/showrooms',
    access('public'),
    async (request): Promise<ShowroomSearchResponse> => {
      const { s } = validate(showroomSearchQuerySchema, request.query);
      return { success: true, message: '', data: { data: await ctx.showrooms.search(s) } };
    },
  );

  app.get(
    '/api/visualization/shop_profile',
    access('public'),
    async (request): Promise<ShopProfileResponse> => {
      const { showroom, vsd_id } = validate(shopProfileQuerySchema, request.query);
      const found = await ctx.showrooms.publicProfile(showroom, vsd_id);
      // Spec §7: "empty means not found", so an unknown showroom is a 200 with an empty list.
      return { success: true, message: '', data: { data: found ?? [] } };
    },
  );
};
