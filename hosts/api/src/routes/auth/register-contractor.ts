import { PRO_MESSAGES, type ProRegisterResponse, proRegisterRequestSchema } from '@showroom/contract/pro';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * POST /api/register/contractor (issue #23): a Contractor or Designer applies. The account is pending
 * until an admin approves it, so the answer carries the applicant and no token.
 */
export const registerContractorRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    '/api/register/contractor',
    access('public'),
    async (request, reply): Promise<ProRegisterResponse> => {
      const form = validate(proRegisterRequestSchema, request.body);
      const user = await ctx.auth.registerPro(form, request.ip);
      reply.code(201);
      return { success: true, message: PRO_MESSAGES.registered, data: { user } };
    },
  );
};
