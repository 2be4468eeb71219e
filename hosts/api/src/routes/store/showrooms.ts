import {
  type ShopProfileResponse,
  type ShowroomSearchResponse,
  type ShowroomSearchResult,
  shopProfileQuerySchema,
  showroomSearchQuerySchema,
} from '@showroom/contract';
import { SerializedAnswers } from '../../lib/serialized-answers.ts';
import { sendSerialized } from '../../plugins/http-cache.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** Showroom entry (spec §4): find a showroom by its ID, then load its public profile. */
export const showroomRoutes: AppRoutes = async (app, { ctx }) => {
  // Both answers are serialised once per value the services' caches hold (hot reads, issue #11).
  const searchAnswers = new SerializedAnswers(
    (data: ShowroomSearchResult[]): ShowroomSearchResponse => ({
      success: true,
      message: '',
      data: { data },
    }),
  );
  const profileAnswers = new SerializedAnswers(
    (data: ShopProfileResponse['data']['data']): ShopProfileResponse => ({
      success: true,
      message: '',
      data: { data },
    }),
  );

  app.get('/api/visualization/showrooms', access('public'), async (request, reply) => {
    const { s } = validate(showroomSearchQuerySchema, request.query);
    return sendSerialized(reply, searchAnswers.of(await ctx.showrooms.search(s)));
  });

  app.get('/api/visualization/shop_profile', access('public'), async (request, reply) => {
    const { showroom, vsd_id } = validate(shopProfileQuerySchema, request.query);
    const found = await ctx.showrooms.publicProfile(showroom, vsd_id);
    // Spec §7: "empty means not found", so an unknown showroom is a 200 with an empty list.
    return sendSerialized(reply, profileAnswers.of(found ?? []));
  });
};
