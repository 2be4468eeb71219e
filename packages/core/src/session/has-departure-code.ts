import { STORAGE_KEYS } from '@showroom/contract';
import { storage } from '../storage/local-storage.ts';
import { session } from './session.ts';

/** Whether there is something to carry to another origin: a signed-in visitor's session or a visitor's cart. */
export function hasDepartureCode(): boolean {
  return session.isLoggedIn() || Boolean(storage.getString(STORAGE_KEYS.cartId));
}
