/**
 * The homeowner's style profile, which ranks the visualizer's templates (issue #25, decision 0104): a
 * signed-in homeowner's from `GET /api/style_profile`, a visitor's from the survey answer the browser keeps
 * until they sign in. Null when there is none, or for any other account (their templates keep their order).
 */
import { STORAGE_KEYS } from '@showroom/contract';
import type { StyleProfile } from '@showroom/contract/projects';
import { api, session, storage } from '@showroom/core';

export async function loadStyleProfile(signal?: AbortSignal): Promise<StyleProfile | null> {
  const loggedIn = session.isLoggedIn();
  if (
    loggedIn
      ? session.store.getState().user?.type !== 'User'
      : storage.getString(STORAGE_KEYS.styleSurvey) === null
  )
    return null;
  // The projects entry (its schemas) loads after the screen's first render, and only when there is a
  // profile to read (decision 0118).
  const { styleProfileResponseSchema, styleProfileSchema } = await import('@showroom/contract/projects');
  if (!loggedIn) return storage.getJson(STORAGE_KEYS.styleSurvey, styleProfileSchema);
  const answer = await api.get('style_profile', {
    schema: styleProfileResponseSchema,
    silent: true,
    ...(signal && { signal }),
  });
  return answer.data;
}
