import type { Envelope } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type Profile,
  type ProfileUpdateResponse,
  profileQuerySchema,
  profileUpdateRequestSchema,
} from '@showroom/contract/account';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** The signed-in user's own profile (account page, checkout); there is no way to name another user's. */
export const profileRoutes: AppRoutes = async (app, { ctx }) => {
  app.get('/api/profile', access('homeowner'), async (request): Promise<Envelope<Profile>> => {
    validate(profileQuerySchema, request.query);
    return { success: true, message: '', data: await ctx.account.profile(sessionOf(request).user.id) };
  });

  app.put('/api/profile', access('homeowner'), async (request): Promise<ProfileUpdateResponse> => {
    const input = validate(profileUpdateRequestSchema, request.body);
    const shipping_charge = await ctx.account.saveShippingAddress(sessionOf(request).user.id, input);
    return { success: true, message: ACCOUNT_MESSAGES.profileUpdated, data: { shipping_charge } };
  });
};
