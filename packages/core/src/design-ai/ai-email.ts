import { AI_API_PATHS, aiEmailResponseSchema } from '@showroom/contract/design-ai';
import { api } from '@showroom/core';
import { aiPath, aiUser } from './ai-user.ts';

/** `GET /api/AI/design/email/resend`: a new verification mail for the signed-in AI user. */
export async function resendAiVerification(): Promise<string> {
  const body = await api.get(aiPath(AI_API_PATHS.resend), {
    schema: aiEmailResponseSchema,
    sessionScope: 'ai',
  });
  return body.message;
}

/**
 * `GET /api/AI/design/email/verify/{token}`: the mail's link, opened on the welcome page. The user is
 * marked verified in this page and loaded again; the caller shows a refused link's words (`silent`).
 */
export async function verifyAiEmail(token: string): Promise<string> {
  const path = AI_API_PATHS.verify.replace(':token', encodeURIComponent(token));
  const body = await api.get(aiPath(path), {
    schema: aiEmailResponseSchema,
    sessionScope: 'ai',
    silent: true,
  });
  aiUser.markVerified();
  // A user load that started before the link was used would answer "unverified": load again, newest wins.
  if (aiUser.store.getState().status !== 'signed-out') void aiUser.reload();
  return body.message;
}
