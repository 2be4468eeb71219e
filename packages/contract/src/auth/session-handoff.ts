import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';
import { ACCOUNT_MESSAGES } from '../messages/account-messages.ts';

export { SESSION_HANDOFF } from '../constants/session-handoff.ts';

/** `POST /api/session/handoff` (signed in): the one-time code. */
export const sessionHandoffResponseSchema = envelopeSchema(z.object({ code: z.string() }));
export type SessionHandoffResponse = z.infer<typeof sessionHandoffResponseSchema>;

/** `POST /api/session/handoff/redeem` body; the answer is a session like the login's. */
export const sessionHandoffRedeemSchema = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.handoffCodeInvalid)),
});
