/**
 * The homeowner's style profile, which ranks the visualizer's templates (issue #25, decision 0104): a
 * signed-in homeowner's from `GET /api/style_profile`, a visitor's from the survey answer the browser keeps
 * until they sign in. Null when there is none, or for any other account (their templates keep their order).
 */
import { STORAGE_KEYS } from '@showroom/contract';
import {
  type StyleProfile,
  styleProfileResponseSchema,
  styleProfileSchema,
} from '@showroom/contract/projects';
import { api, session, storage } from '@showroom/core';

export async function loadStyleProfile(signal?: AbortSignal): Promise<StyleProfile | null> {
  if (!session.isLoggedIn()) return storage.getJson(STORAGE_KEYS.styleSurvey, styleProfileSchema);
  if (session.store.getState().user?.type !== 'User') return null;
  const answer = await api.get('style_profile', {
    schema: styleProfileResponseSchema,
    silent: true,
    ...(signal && { signal }),
  });
  return answer.data;
}
