import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES, LOGOUT_CLEARED_KEYS } from '@showroom/contract/sign-in';
import {
  emitShowroomEvent,
  navigate,
  notify,
  SHOWROOM_EVENTS,
  showroomEventSource,
  storage,
} from '@showroom/core';
import { endSession } from './auth-session.ts';

/**
 * Log Out (spec §4 Session): the logout request, then, even if it failed, the spec's storage keys
 * (`LOGOUT_CLEARED_KEYS`, which include `cart_id`) and the cart data are cleared, the session
 * ends, 'Logged Out Successfully' shows and the visitor goes home.
 */
export async function signOut(): Promise<void> {
  await endSession();
  storage.clear(LOGOUT_CLEARED_KEYS);
  // The cart lives on the server under `cart_id`; widgets showing it reset on this event.
  emitShowroomEvent(showroomEventSource(), SHOWROOM_EVENTS.cartUpdated, { count: 0 });
  notify.success(ACCOUNT_MESSAGES.loggedOut);
  navigate(ROUTE_PATHS.home);
}
