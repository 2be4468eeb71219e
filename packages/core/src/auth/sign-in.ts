import { STORAGE_KEYS } from '@showroom/contract';
import { authSessionResponseSchema, type LoginRequest } from '@showroom/contract/account';
import { api, startSession, storage } from '@showroom/core';
import { applySignInOutcome } from './apply-sign-in-outcome.ts';
import { rememberSignIn } from './auth-cookies.ts';
import { savePendingStyleProfile } from './pending-style-profile.ts';

import { readSignInContext } from './sign-in-context.ts';
import { decideSignInOutcome, type SignInOutcome } from './sign-in-outcome.ts';

export interface SignInOptions {
  /** The page's `?redirect=`; the stored `redirect_to` is used when absent. */
  readonly redirect?: string | null;
  /** Remember me: keep the email (never the password) for 340 days. */
  readonly remember?: boolean;
}

/**
 * Signs in with email and password (`POST /api/login`), stores the session and the user-type
 * cookie, writes the remember-me choice, then decides and carries out the spec §4 outcome.
 * Rejects with the `ApiError` when the server refuses the credentials (a 422's field errors are
 * on it, `ApiError.fieldErrors`, for the form to show).
 */
export async function signIn(credentials: LoginRequest, options: SignInOptions = {}): Promise<SignInOutcome> {
  const body = await postLogin(credentials);
  const { user } = body.data;
  startSession(body.data);
  rememberSignIn(options.remember ? user.email : null);
  const outcome = decideSignInOutcome(user, readSignInContext(options.redirect ?? null));
  // The stored redirect is spent once it has been followed.
  if (outcome.kind !== 'rejected') {
    storage.remove(STORAGE_KEYS.redirectTo);
    await savePendingStyleProfile();
  }
  await applySignInOutcome(outcome);
  return outcome;
}

function postLogin(credentials: LoginRequest) {
  return api.post('login', { schema: authSessionResponseSchema, body: credentials });
}
