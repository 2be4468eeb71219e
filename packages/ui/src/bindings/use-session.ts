import { type SessionState, session } from '@showroom/core';
import { useStore } from 'zustand';

/** The page-wide session (token, AI token, user) plus whether it counts as logged in. */
export function useSession(): SessionState & { readonly isLoggedIn: boolean } {
  const state = useStore(session.store);
  return { ...state, isLoggedIn: session.isLoggedIn(state) };
}

/** Whether the visitor is logged in (token longer than 10 characters); re-renders only when that flips. */
export function useIsLoggedIn(): boolean {
  return useStore(session.store, (state) => session.isLoggedIn(state));
}
