/**
 * Story harness of Your Orders: answers the order calls with `createOrdersApi` (other calls go on
 * to Storybook's own stub) and, unless `signedIn` is false, signs the demo homeowner in.
 */
import { session } from '@showroom/core';
import { createOrdersApi, type OrdersApiOptions } from './orders-api-stub.ts';

/** Long enough to see loading states, short enough not to annoy. */
const STORY_LATENCY_MS = 400;
const DEMO_TOKEN = '1|storybook-demo-homeowner-token';

/** Installs the stub (and a session unless `signedIn` is false); returns the cleanup. */
export function installOrdersApi(options: OrdersApiOptions & { signedIn?: boolean } = {}): () => void {
  const { signedIn = true, ...apiOptions } = options;
  const stub = createOrdersApi({ latencyMs: STORY_LATENCY_MS, ...apiOptions });
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return /\/api\/orders\b/.test(url.pathname) ? stub.fetch(input, init) : previous(input, init);
  };
  if (signedIn) session.setSession({ token: DEMO_TOKEN });
  return () => {
    window.fetch = previous;
    session.clearSession();
  };
}
