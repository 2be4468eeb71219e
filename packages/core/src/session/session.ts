import { STORAGE_KEYS, type StorageKey, TOKEN_MIN_LENGTH_EXCLUSIVE } from '@showroom/contract';
import { storage } from '../storage/local-storage.ts';
import { createPersistedStore } from '../storage/persisted-store.ts';
import { type SessionUser, sessionUserSchema } from './session-user.ts';

export interface SessionState {
  readonly token: string | null;
  readonly aiToken: string | null;
  readonly user: SessionUser | null;
}

function read(): SessionState {
  return {
    token: storage.getString(STORAGE_KEYS.authToken),
    aiToken: storage.getString(STORAGE_KEYS.aiAuthToken),
    user: storage.getJson(STORAGE_KEYS.userLogin, sessionUserSchema),
  };
}

function writeOrRemove(key: StorageKey, value: unknown): void {
  if (value === null) storage.remove(key);
  else storage.set(key, value);
}

function write(state: SessionState): void {
  writeOrRemove(STORAGE_KEYS.authToken, state.token);
  writeOrRemove(STORAGE_KEYS.aiAuthToken, state.aiToken);
  writeOrRemove(STORAGE_KEYS.userLogin, state.user);
}

const { store, update } = createPersistedStore(
  [STORAGE_KEYS.authToken, STORAGE_KEYS.aiAuthToken, STORAGE_KEYS.userLogin],
  read,
  write,
);

/** Logged in means a stored token longer than 10 characters (spec §4 Session, §9). */
function isLoggedIn(state: SessionState = store.getState()): boolean {
  return (state.token?.length ?? 0) > TOKEN_MIN_LENGTH_EXCLUSIVE;
}

/**
 * The token of a signed-in shopper, or null: a homeowner's, or one whose user is not known yet. Only
 * homeowners (type User) have a cart and notifications (spec §7); a pro or admin signed in to their
 * console would only be refused them.
 */
function shopperToken(state: SessionState = store.getState()): string | null {
  if (!isLoggedIn(state) || (state.user && state.user.type !== 'User')) return null;
  return state.token;
}

/**
 * The page-wide session: token, AI token and user, persisted under the spec's keys
 * (`authToken`, `AIauthToken`, `user_login`) and kept in step across tabs.
 */
export const session = {
  store,
  isLoggedIn,
  shopperToken,
  /** Sets the given parts; `null` removes one. */
  setSession: (partial: Partial<SessionState>) => update(partial),
  /** Forgets the user and the token (spec §4: 401, failed current-user load, logout). */
  clearSession: () => update({ token: null, user: null }),
};
