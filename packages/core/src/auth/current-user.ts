import { type AuthUser, authUserResponseSchema } from '@showroom/contract/account';
import { ApiError, api, session } from '@showroom/core';
import { setUserTypeCookie } from './auth-cookies.ts';

/**
 * `GET /api/authuser` for a stored token: refreshes the session's user and returns it. When the
 * server refuses or answers outside the contract, the stored token is removed (spec §4, §8) and
 * null returned. A request that never reached the server (offline) keeps the session: nothing
 * says the token is bad, and signing people out on every network blip would be worse.
 */
export async function loadCurrentUser(): Promise<AuthUser | null> {
  if (!session.isLoggedIn()) return null;
  try {
    const body = await api.get('authuser', { schema: authUserResponseSchema, silent: true });
    session.setSession({ user: body.data });
    setUserTypeCookie(body.data.type);
    return body.data;
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'network')) {
      session.clearSession();
      setUserTypeCookie(null);
    }
    return null;
  }
}
