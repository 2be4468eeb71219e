import {
  type ShopProfileResponse,
  type ShowroomSearchResponse,
  shopProfileQuerySchema,
  showroomSearchQuerySchema,
} from '@showroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client.ts';
import { validate } from '../plugins/validate.ts';
import { findPublicShopProfile } from '../services/shop-profile.ts';
import { createShowroomSearch } from '../services/showroom-search.ts';

/** Showroom entry (spec §4): find a showroom by its ID, then load its public profile. */
export const showroomRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const search = createShowroomSearch(db);

  app.get('/api/visualization/showrooms', async (request): Promise<ShowroomSearchResponse> => {
    const { s } = validate(showroomSearchQuerySchema, request.query);
    return { success: true, message: '', data: { data: await search.find(s) } };
  });

  app.get('/api/visualization/shop_profile', async (request): Promise<ShopProfileResponse> => {
    const { showroom, vsd_id } = validate(shopProfileQuerySchema, request.query);
    const found = await findPublicShopProfile(db, showroom, vsd_id);
    // Spec §7: "empty means not found", so an unknown showroom is a 200 with an empty list.
    return { success: true, message: '', data: { data: found ?? [] } };
  });
};
