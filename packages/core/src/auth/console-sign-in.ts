import { authSessionResponseSchema, type LoginRequest } from '@showroom/contract/sign-in';
import { api, navigate, notify, startSession } from '@showroom/core';
import { endSession } from './auth-session.ts';
import { signInRejection } from './sign-in-rejection.ts';

export interface ConsoleSignInOptions {
  /** The user types this console serves (pros: Contractor and Designer). */
  readonly types: readonly string[];
  /** The console's home, where a signed-in user goes. */
  readonly home: string;
  /** Stay on this page (a console screen that showed the sign-in in its place). */
  readonly stay?: boolean;
}

/**
 * Signs in to a console (decision 0068): `POST /api/login`, then the spec §4 status rules (Deactive,
 * pending) and the console's own types instead of the showroom's User-only rule. A refused user's
 * session ends at once (the server revokes its token) and the reason is toasted and answered.
 * Rejects with the `ApiError` when the server refuses the credentials.
 */
export async function signInToConsole(
  credentials: LoginRequest,
  { types, home, stay = false }: ConsoleSignInOptions,
): Promise<string | null> {
  const body = await api.post('login', { schema: authSessionResponseSchema, body: credentials });
  startSession(body.data);
  const rejection = signInRejection(body.data.user, types);
  if (rejection) {
    await endSession();
    notify.error(rejection);
    return rejection;
  }
  if (!stay) navigate(home);
  return null;
}
