import { STORAGE_KEYS } from '@showroom/contract';
import { cartHandoffRedeemResponseSchema } from '@showroom/contract/cart';
import { api, storage } from '@showroom/core';

/**
 * `POST /api/projectCart/handoff/redeem`: the visitor's cart token on this origin, stored as `cart_id`
 * (the cart store reloads when it changes). A used or expired code shows the server's message.
 */
export async function redeemCartHandoff(code: string): Promise<void> {
  try {
    const body = await api.post('projectCart/handoff/redeem', {
      schema: cartHandoffRedeemResponseSchema,
      body: { code },
    });
    storage.set(STORAGE_KEYS.cartId, body.data.temp_project_id);
  } catch {
    // Shown already; the visitor keeps whatever cart this origin had.
  }
}
