import { messageEnvelopeSchema } from '@showroom/contract';
import { emailVerifyResponseSchema } from '@showroom/contract/account';
import { api, session } from '@showroom/core';
import { loadCurrentUser } from './current-user.ts';

/** `GET /api/email/resend` (signed in): sends a fresh verification link; resolves with the message. */
export async function resendVerificationEmail(): Promise<string> {
  const body = await api.get('email/resend', { schema: messageEnvelopeSchema });
  return body.message;
}

/**
 * `GET /api/email/verify/{token}`. Silent: the verification screen explains an invalid link
 * itself. The answer names no user, so a signed-in browser reloads its own (perhaps now verified) user.
 */
export async function verifyEmail(token: string): Promise<{ readonly message: string }> {
  const body = await api.get(`email/verify/${encodeURIComponent(token)}`, {
    schema: emailVerifyResponseSchema,
    silent: true,
  });
  if (session.isLoggedIn()) await loadCurrentUser();
  return { message: body.message };
}
