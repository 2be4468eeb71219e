import { formatMessage, MESSAGES, ORIGIN_UNREGISTERED_HEADER, SHOWROOM_EVENTS } from '@showroom/contract';
import { emitShowroomEvent } from '../events/showroom-events.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';
import { type ErrorOutcome, errorOutcome } from './error-catalogue.ts';

/**
 * The API refuses calls that need a registered site (signing in, the cart, forms) from a page whose
 * origin no pro registered, naming that origin in ORIGIN_UNREGISTERED_HEADER. This returns it, or null
 * for any other answer.
 */
export function unregisteredOriginOf(response: Response): string | null {
  return response.headers.get(ORIGIN_UNREGISTERED_HEADER);
}

/**
 * Tells the page, by `showroom:origin-unregistered` on `window` (embed.js turns it into one console line
 * for the pro), and returns what the visitor sees: an error toast naming the showroom they are in. With
 * no showroom chosen, the server's message (which names the site instead) is shown.
 */
export function reportUnregisteredOrigin(origin: string, body: unknown): ErrorOutcome {
  const showroom = showroomSelection.store.getState().item?.vsd_id ?? null;
  emitShowroomEvent(window, SHOWROOM_EVENTS.originUnregistered, { origin, showroom });
  if (!showroom) return errorOutcome(403, body);
  return {
    action: 'toast',
    toast: { type: 'error', message: formatMessage(MESSAGES.siteNotRegistered, { id: showroom }) },
  };
}
