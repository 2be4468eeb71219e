import { messageEnvelopeSchema } from '@showroom/contract';
import { api, emitShowroomEvent, SHOWROOM_EVENTS, session, showroomEventSource } from '@showroom/core';
import { setUserTypeCookie } from './auth-cookies.ts';

/**
 * Ends the session: `POST /api/logout` so the server revokes the token, then the local session,
 * whatever the server answered. Silent and never rejecting: a failed or refused request (offline,
 * token already expired) must not leave the visitor signed in here.
 */
export async function endSession(): Promise<void> {
  try {
    // `{}`: every request is JSON (spec §7) and the server refuses a JSON request without a body.
    if (session.isLoggedIn())
      await api.post('logout', { schema: messageEnvelopeSchema, body: {}, silent: true });
  } catch {
    // Nothing to do: the local part below is what signs the visitor out of this browser.
  }
  session.clearSession();
  setUserTypeCookie(null);
  emitShowroomEvent(showroomEventSource(), SHOWROOM_EVENTS.loggedOut, {});
}
