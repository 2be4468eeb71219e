import {
  ACCOUNT_MESSAGES,
  type AuthSessionResponse,
  registerRequestSchema,
} from '@showroom/contract/account';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/** POST /api/register: the three-step homeowner form (spec §2, §4 Registration). */
export const registerRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/register', access('public'), async (request, reply): Promise<AuthSessionResponse> => {
    const form = validate(registerRequestSchema, request.body);
    const session = await ctx.auth.register(form, request.ip);
    reply.code(201);
    return { success: true, message: ACCOUNT_MESSAGES.signupThanks, data: session };
  });
};
