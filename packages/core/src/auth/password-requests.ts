import { messageEnvelopeSchema } from '@showroom/contract';
import type {
  ChangePasswordRequest,
  PasswordResetLinkRequest,
  PasswordResetRequest,
} from '@showroom/contract/account';
import { api } from '@showroom/core';

/**
 * `POST /api/password/email`: asks for a reset link. Silent: whatever the server says, the form
 * shows one neutral message, so it never tells whether an account exists. Field errors of a 422
 * (a malformed address) are still stored for the form.
 */
export async function requestPasswordResetLink(request: PasswordResetLinkRequest): Promise<void> {
  await api.post('password/email', { schema: messageEnvelopeSchema, body: request, silent: true });
}

/** `POST /api/password/reset` with the emailed token; resolves with the server's message. */
export async function resetPassword(request: PasswordResetRequest): Promise<string> {
  const body = await api.post('password/reset', { schema: messageEnvelopeSchema, body: request });
  return body.message;
}

/** `POST /api/change_password` (signed in); resolves with the server's message. */
export async function changePassword(request: ChangePasswordRequest): Promise<string> {
  const body = await api.post('change_password', { schema: messageEnvelopeSchema, body: request });
  return body.message;
}
