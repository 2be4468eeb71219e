import { AI_REDIRECT_PARAM, designAiReturnPath } from '@showroom/contract';
import { queryOf, useAiPage } from '../navigation/ai-page.ts';

/**
 * The page a sign-in or sign-up returns to (`?redirect_to=`, one of AI design's own pages, else its
 * home), and the way there.
 */
export function useAiReturn() {
  const page = useAiPage();
  const redirect = queryOf(page.path).get(AI_REDIRECT_PARAM);
  const target = designAiReturnPath(redirect);
  return { redirect, target, goBack: () => page.go(target) };
}
