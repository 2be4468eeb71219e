/**
 * Story harness of this remote: answers the account calls with `createAccountApi` (other calls
 * go on to Storybook's own stub) and signs the demo homeowner in for the story's duration.
 */
import { session } from '@showroom/core';
import { notifications } from '@showroom/core/account';
import { type AccountApiOptions, createAccountApi } from './account-api-stub.ts';

/** Long enough to see loading states, short enough not to annoy. */
const STORY_LATENCY_MS = 400;
const DEMO_TOKEN = '1|storybook-demo-homeowner-token';

/** Installs the stub (and, unless `signedIn` is false, a session); returns the cleanup. */
export function installAccountApi(options: AccountApiOptions & { signedIn?: boolean } = {}): () => void {
  const { signedIn = true, ...apiOptions } = options;
  const stub = createAccountApi({ latencyMs: STORY_LATENCY_MS, ...apiOptions });
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return /\/api\/(profile|notification)\b/.test(url.pathname)
      ? stub.fetch(input, init)
      : previous(input, init);
  };
  if (signedIn) session.setSession({ token: DEMO_TOKEN });
  return () => {
    window.fetch = previous;
    session.clearSession();
    notifications.reset();
  };
}
