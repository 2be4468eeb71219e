import { MESSAGES } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  type AuthSessionResponse,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type SocialSandboxTokenResponse,
  socialLoginRequestSchema,
} from '@showroom/contract/account';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { SocialIdentityVerifier } from '../../providers/social-identity/social-identity.ts';
import type { AppRoutes } from '../route-options.ts';

const notFound = () => new HttpError(404, { message: MESSAGES.notFoundFallback });

function verifierFor(ctx: AppContext, request: FastifyRequest): SocialIdentityVerifier {
  const { provider } = request.params as { provider: string };
  const known = (SOCIAL_PROVIDERS as readonly string[]).includes(provider);
  const verifier = known ? ctx.social.get(provider as SocialProvider) : undefined;
  if (!verifier) throw notFound();
  return verifier;
}

/** Social sign-in (spec §4 "After social login"); providers not offered answer 404. */
export const socialLoginRoutes: AppRoutes = async (app, { ctx }) => {
  app.post('/api/sociallogin/:provider', access('public'), async (request): Promise<AuthSessionResponse> => {
    const verifier = verifierFor(ctx, request);
    const { access_token, shop_id } = validate(socialLoginRequestSchema, request.body);
    const identity = await verifier.verify(access_token);
    if (!identity) throw fieldError('access_token', ACCOUNT_MESSAGES.socialTokenInvalid);
    return { success: true, message: '', data: await ctx.auth.socialSignIn(identity, shop_id || undefined) };
  });

  // The sandbox's stand-in for the provider's pop-up; absent where the provider is live or in production.
  app.get(
    '/api/sociallogin/:provider/sandbox',
    access('public'),
    async (request): Promise<SocialSandboxTokenResponse> => {
      const verifier = verifierFor(ctx, request);
      if (!verifier.issueSandboxToken) throw notFound();
      const { accessToken, expiresIn, identity } = verifier.issueSandboxToken();
      return {
        success: true,
        message: '',
        data: {
          access_token: accessToken,
          expires_in: expiresIn,
          name: `${identity.firstName} ${identity.lastName}`,
          email: identity.email,
        },
      };
    },
  );
};
