import { envelopeSchema } from '@showroom/contract';
import { z } from 'zod/mini';

export { SESSION_HANDOFF } from '../constants/session-handoff.ts';

/** `POST /api/session/handoff` (signed in): the one-time code. */
export const sessionHandoffResponseSchema = envelopeSchema(z.object({ code: z.string() }));
export type SessionHandoffResponse = z.infer<typeof sessionHandoffResponseSchema>;

export const HANDOFF_CODE_INVALID = 'This sign-in link has expired. Please sign in again.';

/** `POST /api/session/handoff/redeem` body; the answer is a session like the login's. */
export const sessionHandoffRedeemSchema = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, HANDOFF_CODE_INVALID)),
});
