import { authSessionResponseSchema } from '@showroom/contract/account';
import { api } from '@showroom/core';
import { startSession } from '@showroom/core/account';

/**
 * `POST /api/session/handoff/redeem`: a session of the visitor's own on this origin. A used or
 * expired code shows the server's message (the error catalogue), and the visitor signs in as usual.
 */
export async function redeemHandoff(code: string): Promise<void> {
  try {
    const body = await api.post('session/handoff/redeem', {
      schema: authSessionResponseSchema,
      body: { code },
    });
    startSession(body.data);
  } catch {
    // Shown already; nothing else to undo.
  }
}
