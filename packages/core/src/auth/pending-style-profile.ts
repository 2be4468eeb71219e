import { messageEnvelopeSchema, STORAGE_KEYS } from '@showroom/contract';
import { ApiError, api, notify, storage } from '@showroom/core';

/**
 * A visitor's style survey answer (spec §1: "take a style survey, register"; decision 0104): kept in the
 * browser until they sign in or register, then saved to their account. Stored as the survey made it; the
 * server checks it (`styleProfileSchema`), so this entry does not carry the projects' schemas.
 */
export function rememberPendingStyleProfile(profile: unknown): void {
  storage.set(STORAGE_KEYS.styleSurvey, profile);
}

/** Whether a visitor's answer waits to be saved. */
export function hasPendingStyleProfile(): boolean {
  return storage.getString(STORAGE_KEYS.styleSurvey) !== null;
}

/**
 * Saves the waiting answer to the signed-in homeowner (`PUT /api/style_profile`) with the server's
 * message as its toast. Kept for the next sign-in when the call fails, dropped when the server refuses
 * the answer itself (422), so a stale one never blocks a sign-in.
 */
export async function savePendingStyleProfile(): Promise<void> {
  const raw = storage.getString(STORAGE_KEYS.styleSurvey);
  if (raw === null) return;
  try {
    const answer = await api.put('style_profile', {
      schema: messageEnvelopeSchema,
      body: { profile: JSON.parse(raw) as unknown },
      silent: true,
    });
    storage.remove(STORAGE_KEYS.styleSurvey);
    notify.success(answer.message);
  } catch (error) {
    if (error instanceof SyntaxError || (error instanceof ApiError && error.status === 422))
      storage.remove(STORAGE_KEYS.styleSurvey);
  }
}
