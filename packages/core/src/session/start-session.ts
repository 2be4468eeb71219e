import type { AuthSession } from '@showroom/contract/account';
import { setUserTypeCookie } from '../auth/auth-cookies.ts';
import { showroomEventSource } from '../events/event-source.ts';
import { emitShowroomEvent, SHOWROOM_EVENTS } from '../events/showroom-events.ts';
import { session } from './session.ts';

/**
 * Stores the user and token of a login, registration, social login or session hand-off, and
 * announces it. In core's main entry (not `/account`) because a widget that redeems a hand-off code
 * on a pro's page (`takeArrivalHandoffs`) starts a session without any sign-in screen.
 */
export function startSession({ user, token }: AuthSession): void {
  session.setSession({ token, user });
  setUserTypeCookie(user.type);
  emitShowroomEvent(showroomEventSource(), SHOWROOM_EVENTS.loggedIn, {});
}
