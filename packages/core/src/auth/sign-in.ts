import { MESSAGES, STORAGE_KEYS } from '@showroom/contract';
import {
  authSessionResponseSchema,
  LOGIN_FAILED_MESSAGE,
  type LoginRequest,
} from '@showroom/contract/account';
import { ApiError, api, fieldErrors, notify, storage } from '@showroom/core';
import { applySignInOutcome } from './apply-sign-in-outcome.ts';
import { rememberSignIn } from './auth-cookies.ts';
import { startSession } from './auth-session.ts';
import { readSignInContext } from './sign-in-context.ts';
import { decideSignInOutcome, type SignInOutcome } from './sign-in-outcome.ts';

export interface SignInOptions {
  /** The page's `?redirect=`; the stored `redirect_to` is used when absent. */
  readonly redirect?: string | null;
  /** Remember me: keep the email (never the password) for 340 days. */
  readonly remember?: boolean;
}

/**
 * Shows what the error catalogue leaves unsaid for a login: a 401 (some servers answer wrong
 * credentials so) as the contract's message under the email, a 429 as the rate-limit message.
 */
function explainLoginFailure(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) fieldErrors.set({ email: [LOGIN_FAILED_MESSAGE] });
  if (error.status === 429) notify.error(MESSAGES.tooManyRequests);
}

/**
 * Signs in with email and password (`POST /api/login`), stores the session and the user-type
 * cookie, writes the remember-me choice, then decides and carries out the spec §4 outcome.
 * Rejects with the `ApiError` when the server refuses the credentials (422 field errors are in
 * `fieldErrors` for the form to show).
 */
export async function signIn(credentials: LoginRequest, options: SignInOptions = {}): Promise<SignInOutcome> {
  let body: Awaited<ReturnType<typeof postLogin>>;
  try {
    body = await postLogin(credentials);
  } catch (error) {
    explainLoginFailure(error);
    throw error;
  }
  const { user } = body.data;
  startSession(body.data);
  rememberSignIn(options.remember ? user.email : null);
  const outcome = decideSignInOutcome(user, readSignInContext(options.redirect ?? null));
  // The stored redirect is spent once it has been followed.
  if (outcome.kind !== 'rejected') storage.remove(STORAGE_KEYS.redirectTo);
  await applySignInOutcome(outcome);
  return outcome;
}

function postLogin(credentials: LoginRequest) {
  return api.post('login', { schema: authSessionResponseSchema, body: credentials });
}
