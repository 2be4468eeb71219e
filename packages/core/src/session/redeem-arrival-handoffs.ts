import { STORAGE_KEYS } from '@showroom/contract';
import { authSessionResponseSchema } from '@showroom/contract/account';
import { cartHandoffRedeemResponseSchema } from '@showroom/contract/cart';
import { api } from '../api/api-client.ts';
import { storage } from '../storage/local-storage.ts';
import { startSession } from './start-session.ts';

/** One-time codes a visitor arrived with: a session's (`?handoff=`), a visitor cart's (`?cart_handoff=`). */
export interface ArrivalCodes {
  readonly session: string | null;
  readonly cart: string | null;
}

/**
 * `POST /api/session/handoff/redeem`: a session of the visitor's own on this origin; else
 * `POST /api/projectCart/handoff/redeem`: their visitor cart's token, stored as `cart_id` (the cart
 * store follows that key). A used or expired code shows the server's message (the error catalogue);
 * the visitor then signs in as usual, or keeps whatever cart this origin had.
 */
export async function redeemArrivalHandoffs({ session, cart }: ArrivalCodes): Promise<void> {
  try {
    if (session) {
      const body = await api.post('session/handoff/redeem', {
        schema: authSessionResponseSchema,
        body: { code: session },
      });
      startSession(body.data);
    } else if (cart) {
      const body = await api.post('projectCart/handoff/redeem', {
        schema: cartHandoffRedeemResponseSchema,
        body: { code: cart },
      });
      storage.set(STORAGE_KEYS.cartId, body.data.temp_project_id);
    }
  } catch {
    // Shown already; nothing else to undo.
  }
}
