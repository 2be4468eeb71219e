import { messageEnvelopeSchema } from '@showroom/contract';
import { type AuthUser, emailVerifyResponseSchema } from '@showroom/contract/account';
import { api, session } from '@showroom/core';

/** `GET /api/email/resend` (signed in): sends a fresh verification link; resolves with the message. */
export async function resendVerificationEmail(): Promise<string> {
  const body = await api.get('email/resend', { schema: messageEnvelopeSchema });
  return body.message;
}

/**
 * `GET /api/email/verify/{token}`. Silent: the verification screen explains an invalid link
 * itself. When this browser is signed in as the verified user, its copy of the user is refreshed.
 */
export async function verifyEmail(
  token: string,
): Promise<{ readonly message: string; readonly user: AuthUser }> {
  const body = await api.get(`email/verify/${encodeURIComponent(token)}`, {
    schema: emailVerifyResponseSchema,
    silent: true,
  });
  const current = session.store.getState().user;
  if (session.isLoggedIn() && current?.id === body.data.user.id) session.setSession({ user: body.data.user });
  return { message: body.message, user: body.data.user };
}
