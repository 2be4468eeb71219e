import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import type { ErrorOutcome } from '../errors/error-catalogue.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { currentPath, navigate } from '../navigation/navigation.ts';
import { notify } from '../notify/notify.ts';
import { session } from '../session/session.ts';

/**
 * Carries out a catalogue outcome. `silent` requests (e.g. the background current-user load)
 * keep the state changes but show no toast and do not leave the page.
 */
export function applyErrorOutcome(outcome: ErrorOutcome, { silent }: { silent: boolean }): void {
  switch (outcome.action) {
    case 'validation':
      fieldErrors.set(outcome.fieldErrors);
      if (!silent) notify.warning(outcome.toast.message);
      return;
    case 'unauthenticated': {
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
