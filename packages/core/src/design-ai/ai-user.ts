import { TOKEN_MIN_LENGTH_EXCLUSIVE } from '@showroom/contract';
import {
  AI_API_PATHS,
  type AiDesignAuthRequest,
  type AiUser,
  aiSessionResponseSchema,
  aiUserResponseSchema,
} from '@showroom/contract/design-ai';
import { ApiError, api, session } from '@showroom/core';
import { createStore } from 'zustand/vanilla';

/** Where AI design's own account stands in this page. */
export type AiUserStatus = 'signed-out' | 'loading' | 'signed-in' | 'error';

export interface AiUserState {
  readonly status: AiUserStatus;
  /** The AI user (`GET /api/AI/get_user`), with their credit balance; null unless signed in. */
  readonly user: AiUser | null;
}

/** The path of an AI call under `/api`, as the API client takes it. */
export const aiPath = (path: string) => path.replace(/^\/+/, '');

/** A token counts when longer than 10 characters (spec §4, §9), the AI one as the platform's. */
const hasToken = (token: string | null) => (token?.length ?? 0) > TOKEN_MIN_LENGTH_EXCLUSIVE;

/** Before the first load: a stored AI token is a user still loading, so no screen sends them to sign in. */
const initialState = (): AiUserState => ({
  status: hasToken(session.store.getState().aiToken) ? 'loading' : 'signed-out',
  user: null,
});

const store = createStore<AiUserState>()(initialState);

/** The AI token the store last acted on, so a sign-in's own token does not load the user again. */
let knownToken: string | null = null;
let loading: AbortController | null = null;

/**
 * `GET /api/AI/get_user` for the stored AI token. Spec §8: when it fails, the AI token is removed (only
 * that one: the platform session stays); a request that never reached the server keeps it, as the
 * platform's current-user load does, and says so (`error`) for a Try again.
 */
async function load(): Promise<AiUser | null> {
  const token = session.store.getState().aiToken;
  knownToken = token;
  loading?.abort();
  if (!hasToken(token)) {
    store.setState({ status: 'signed-out', user: null });
    return null;
  }
  const current = new AbortController();
  loading = current;
  store.setState((state) => ({ status: 'loading', user: state.user }));
  try {
    const body = await api.get(aiPath(AI_API_PATHS.user), {
      schema: aiUserResponseSchema,
      silent: true,
      sessionScope: 'ai',
      signal: current.signal,
    });
    if (current.signal.aborted) return null;
    store.setState({ status: 'signed-in', user: body.data });
    return body.data;
  } catch (error) {
    if (current.signal.aborted) return null;
    if (error instanceof ApiError && error.kind === 'network') {
      store.setState({ status: 'error', user: null });
      return null;
    }
    forget();
    return null;
  }
}

/** Removes the AI token alone and signs the AI user out of this page (every tab follows). */
function forget(): void {
  loading?.abort();
  knownToken = null;
  session.setSession({ aiToken: null });
  store.setState({ status: 'signed-out', user: null });
}

let stopFollowing: (() => void) | null = null;

/**
 * Loads the AI user once and follows the AI token from then on: removed (a 401 of any AI call, sign-out,
 * another tab) signs out; another tab's sign-in loads that user. Idempotent: the screens call it.
 */
function start(): void {
  if (stopFollowing) return;
  void load();
  stopFollowing = session.store.subscribe((state) => {
    if (state.aiToken === knownToken) return;
    void load();
  });
}

/** `POST /api/AI/design` with login or register fields: the AI session, stored under `AIauthToken`. */
async function signInWith(request: AiDesignAuthRequest): Promise<{ user: AiUser; message: string }> {
  const body = await api.post(aiPath(AI_API_PATHS.session), {
    schema: aiSessionResponseSchema,
    body: request,
    sessionScope: 'ai',
    // The forms show refusals under their fields and say a wrong password themselves.
    silent: true,
  });
  loading?.abort();
  knownToken = body.data.token;
  session.setSession({ aiToken: body.data.token });
  store.setState({ status: 'signed-in', user: body.data.user });
  return { user: body.data.user, message: body.message };
}

/**
 * AI design's own account in this page (spec §1, §3, §8; decision 0111): the AI user and their credits,
 * beside the platform's session, never touching it.
 */
export const aiUser = {
  store,
  start,
  /** Loads the AI user again (after verifying the e-mail, or Try again). */
  reload: load,
  signIn: (fields: { email: string; password: string }) => signInWith({ action: 'login', ...fields }),
  signUp: (fields: { name: string; email: string; password: string; password_confirmation: string }) =>
    signInWith({ action: 'register', ...fields }),
  signOut: forget,
  /** The balance after a design or a purchase, as the server answered it. */
  setCredits: (credits: number) =>
    store.setState((state) => (state.user ? { user: { ...state.user, credits } } : state)),
  /** Marks the e-mail verified once the verify link was accepted. */
  markVerified: () =>
    store.setState((state) => (state.user ? { user: { ...state.user, email_verified: true } } : state)),
  /** Tests only: forget the followed session so `start` runs again. */
  reset: () => {
    stopFollowing?.();
    stopFollowing = null;
    loading?.abort();
    knownToken = null;
    store.setState(initialState());
  },
};
