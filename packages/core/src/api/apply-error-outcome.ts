import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import type { ErrorOutcome } from '../errors/error-catalogue.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { currentPath, navigate } from '../navigation/navigation.ts';
import { notify } from '../notify/notify.ts';
import { session } from '../session/session.ts';

/** The session a request speaks for: the platform's (`Authorization`) or AI design's (`AuthorizationAI`). */
export type SessionScope = 'main' | 'ai';

/**
 * Carries out a catalogue outcome. `silent` requests (e.g. the background current-user load)
 * keep the state changes but show no toast and do not leave the page. A 401 of an AI design call
 * removes only the AI token: AI design's own screens send the visitor to its sign-in.
 */
export function applyErrorOutcome(
  outcome: ErrorOutcome,
  { silent, scope }: { silent: boolean; scope: SessionScope },
): void {
  switch (outcome.action) {
    case 'validation':
      fieldErrors.set(outcome.fieldErrors);
      if (!silent) notify.warning(outcome.toast.message);
      return;
    case 'unauthenticated': {
      if (scope === 'ai') {
        session.setSession({ aiToken: null });
        return;
      }
      session.clearSession();
      const from = currentPath();
      // Already on Login: redirecting there again would only nest the redirect parameter.
      if (silent || from.startsWith(ROUTE_PATHS.login)) return;
      navigate(loginPath(from));
      return;
    }
    case 'toast':
      if (!silent) notify.error(outcome.toast.message);
      return;
    case 'reject':
      return;
  }
}
