/**
 * Story harness of this remote: answers the checkout calls with `createCheckoutApi` (other calls go
 * on to Storybook's own stub), chooses the demo showroom and signs the demo homeowner in for the
 * story's duration.
 */
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { session, showroomSelection } from '@showroom/core';
import { type CheckoutApiOptions, createCheckoutApi } from './checkout-api-stub.ts';

/** Long enough to see loading states, short enough not to annoy. */
const STORY_LATENCY_MS = 400;
const DEMO_TOKEN = '1|storybook-demo-homeowner-token';

/** Installs the stub (and, unless `signedIn` is false, a session); returns the cleanup. */
export function installCheckoutApi(options: CheckoutApiOptions & { signedIn?: boolean } = {}): () => void {
  const { signedIn = true, ...apiOptions } = options;
  const stub = createCheckoutApi({ latencyMs: STORY_LATENCY_MS, ...apiOptions });
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return /\/api\/(profile|checkout|orders|projectCart)\b/.test(url.pathname)
      ? stub.fetch(input, init)
      : previous(input, init);
  };
  sessionStorage.clear();
  showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  if (signedIn) session.setSession({ token: DEMO_TOKEN });
  return () => {
    window.fetch = previous;
    session.clearSession();
  };
}
