import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { CART_MESSAGES } from '../messages/cart-messages.ts';
import { cartTokenField } from './project-cart.ts';

export { CART_HANDOFF } from '../constants/cart-handoff.ts';

/** `POST /api/projectCart/handoff` (a visitor): a one-time code for the cart their token names. */
export const cartHandoffRequestSchema = z.object({ temp_project_id: cartTokenField() });
export const cartHandoffResponseSchema = envelopeSchema(z.object({ code: z.string() }));
export type CartHandoffResponse = z.infer<typeof cartHandoffResponseSchema>;

/** `POST /api/projectCart/handoff/redeem`: the code for the cart's token, once. */
export const cartHandoffRedeemSchema = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, CART_MESSAGES.handoffCodeInvalid)),
});
export const cartHandoffRedeemResponseSchema = envelopeSchema(z.object({ temp_project_id: z.string() }));
export type CartHandoffRedeemResponse = z.infer<typeof cartHandoffRedeemResponseSchema>;
