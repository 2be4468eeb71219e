import { CART_HANDOFF, SESSION_HANDOFF, STORAGE_KEYS } from '@showroom/contract';
import { api } from '../api/api-client.ts';
import { storage } from '../storage/local-storage.ts';
import { session } from './session.ts';

/** The address parameter and one-time code that carry this visitor to another origin. */
export interface DepartureCode {
  readonly param: string;
  readonly code: string;
}

/**
 * A one-time code for this visitor's session (signed in), else for their visitor cart: what the
 * shell's "Back to <site>" link adds to the pro's page, whose widgets redeem it
 * (`takeArrivalHandoffs`; decision 0083). Null when there is neither or the code could not be had:
 * the visitor still goes, without it. Quiet: a failed code is not worth an error toast on the way out.
 */
export async function requestDepartureCode(): Promise<DepartureCode | null> {
  try {
    // Loaded when asked (the shell starts with core's main entry; these entries are shared lazily).
    const [{ sessionHandoffResponseSchema }, { cartHandoffResponseSchema }] = await Promise.all([
      import('@showroom/contract/account'),
      import('@showroom/contract/cart'),
    ]);
    if (session.isLoggedIn()) {
      const body = await api.post('session/handoff', {
        schema: sessionHandoffResponseSchema,
        body: {},
        silent: true,
      });
      return { param: SESSION_HANDOFF.param, code: body.data.code };
    }
    const token = storage.getString(STORAGE_KEYS.cartId);
    if (!token) return null;
    const body = await api.post('projectCart/handoff', {
      schema: cartHandoffResponseSchema,
      body: { temp_project_id: token },
      silent: true,
    });
    return { param: CART_HANDOFF.param, code: body.data.code };
  } catch {
    return null;
  }
}
