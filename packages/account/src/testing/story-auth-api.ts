/**
 * Story harness of the sign-in and registration screens: answers the auth calls with
 * `createAuthApi` (other calls go on to Storybook's own stub), optionally with a signed-in
 * session, for the story's duration.
 */
import { STORAGE_KEYS } from '@showroom/contract';
import type { AuthUser } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { type AuthApiOptions, createAuthApi, DEMO_TOKEN } from './auth-api-stub.ts';

/** Long enough to see the busy states, short enough not to annoy. */
const STORY_LATENCY_MS = 500;
const AUTH_PATHS = /\/api\/(login|logout|authuser|register|sociallogin|password|change_password|email)\b/;

export interface StoryAuthOptions extends AuthApiOptions {
  /** Sign this user in for the story. */
  signedInAs?: AuthUser;
}

/** Installs the stub (and the session, when asked); returns the cleanup. */
export function installAuthApi(options: StoryAuthOptions = {}): () => void {
  const { signedInAs, ...apiOptions } = options;
  const user = signedInAs ?? apiOptions.user;
  const stub = createAuthApi({ latencyMs: STORY_LATENCY_MS, ...apiOptions, ...(user && { user }) });
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return AUTH_PATHS.test(url.pathname) ? stub.fetch(input, init) : previous(input, init);
  };
  if (signedInAs) session.setSession({ token: DEMO_TOKEN, user: signedInAs });
  return () => {
    window.fetch = previous;
    session.clearSession();
    localStorage.removeItem(STORAGE_KEYS.redirectTo);
  };
}
