import { STORAGE_KEYS } from '@showroom/contract';
import { storage } from '../storage/local-storage.ts';
import type { DepartureCode } from './departure-handoff.ts';
import { session } from './session.ts';

export type { DepartureCode } from './departure-handoff.ts';

/** Whether there is something to carry to another origin: a signed-in visitor's session or a visitor's cart. */
export function hasDepartureCode(): boolean {
  return session.isLoggedIn() || Boolean(storage.getString(STORAGE_KEYS.cartId));
}

/**
 * The one-time code that carries this visitor to another origin (`requestDepartureCode`), its code
 * downloaded when a visitor leaves, not on any first screen (decision 0130). A chunk of core's own, so
 * it runs on the page's one core (its session and API settings); null if it cannot come, and the
 * visitor goes without it, as when the code itself fails.
 */
export function departureCode(): Promise<DepartureCode | null> {
  return import('./departure-handoff.ts').then(
    ({ requestDepartureCode }) => requestDepartureCode(),
    () => null,
  );
}
