import { envelopeSchema, ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import {
  authUserSchema,
  type SocialProvider,
  socialSandboxTokenResponseSchema,
} from '@showroom/contract/account';
import { api, navigate, session, showroomSelection, startSession, storage } from '@showroom/core';
import { z } from 'zod/mini';
import { applySignInOutcome } from './apply-sign-in-outcome.ts';
import { endSession } from './auth-session.ts';
import { savePendingStyleProfile } from './pending-style-profile.ts';
import { pathOf, safeRedirect } from './redirect-path.ts';
import { signInRejection } from './sign-in-rejection.ts';

/** How a social sign-in ended, for the UI: `failed` shows the progress bar as failed, no message. */
export type SocialSignInResult = 'signed-in' | 'rejected' | 'signed-out' | 'failed';

/** The social-login answer, read leniently: a missing user means "sign out", not a broken contract. */
const socialSessionSchema = envelopeSchema(
  z.nullable(
    z.object({
      user: z.optional(z.nullable(authUserSchema)),
      token: z.optional(z.nullable(z.string())),
    }),
  ),
);

export interface SocialSignInOptions {
  /**
   * The provider's access token from its pop-up; without one the API's sandbox identity
   * (`GET /api/sociallogin/{provider}/sandbox`) stands in, as there is no provider to reach here.
   */
  readonly accessToken?: string;
  /** The page's `?redirect=`; the stored `redirect_to` is used when absent. */
  readonly redirect?: string | null;
}

/**
 * Where a social sign-in lands (spec §4): a user with at least one project goes to /projects;
 * otherwise the redirect, or home when there is none or it is Login.
 */
export function socialSignInDestination(totalProjects: number, redirect: string | null): string {
  if (totalProjects >= 1) return ROUTE_PATHS.projects;
  return redirect && pathOf(redirect) !== ROUTE_PATHS.login ? redirect : ROUTE_PATHS.home;
}

/**
 * Signs in through Google or Facebook (`POST /api/sociallogin/{provider}`). Silent: a failure
 * shows no message (spec §8), the result tells the UI to show its progress bar as failed. The
 * showroom page's rules still apply: a blocked status or a non-User type is rejected.
 */
export async function socialSignIn(
  provider: SocialProvider,
  options: SocialSignInOptions = {},
): Promise<SocialSignInResult> {
  let data: z.output<typeof socialSessionSchema>['data'];
  try {
    const accessToken =
      options.accessToken ??
      (
        await api.get(`sociallogin/${provider}/sandbox`, {
          schema: socialSandboxTokenResponseSchema,
          silent: true,
        })
      ).data.access_token;
    const shopId = showroomSelection.current()?.showroom;
    const body = await api.post(`sociallogin/${provider}`, {
      schema: socialSessionSchema,
      body: { access_token: accessToken, ...(shopId ? { shop_id: shopId } : {}) },
      silent: true,
    });
    data = body.data;
  } catch {
    return 'failed';
  }

  if (!data?.user || !data.token) {
    // A token without a user is still revoked, so nothing half-signed-in is left behind.
    if (data?.token) session.setSession({ token: data.token });
    await endSession();
    return 'signed-out';
  }
  startSession({ user: data.user, token: data.token });
  const rejection = signInRejection(data.user);
  if (rejection) {
    await applySignInOutcome({ kind: 'rejected', message: rejection });
    return 'rejected';
  }
  const redirect = safeRedirect(options.redirect) ?? safeRedirect(storage.getString(STORAGE_KEYS.redirectTo));
  storage.remove(STORAGE_KEYS.redirectTo);
  await savePendingStyleProfile();
  navigate(socialSignInDestination(data.user.total_projects, redirect));
  return 'signed-in';
}
