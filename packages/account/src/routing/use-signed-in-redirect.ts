import { navigate } from '@showroom/core';
import { useHostElement, useIsLoggedIn } from '@showroom/ui';
import { type RefObject, useEffect, useRef } from 'react';

export interface SignedInRedirect {
  /** Where a visitor already signed in when the screen opens goes. */
  readonly onArrival: string;
  /** Where a visitor goes when a session appears while on the screen (another tab, another widget). */
  readonly onAppear: string;
  /** True while this screen's own sign-in or registration runs: that session is not "appearing". */
  readonly ownSession: RefObject<boolean>;
}

/**
 * Spec §2: signed-in visitors do not stay on Login or Register. In the shell they are sent on;
 * in an embed the screen must not drag the visitor off the pro's site, so it only returns true
 * and the screen shows who is signed in instead. Returns whether the screen should step aside.
 */
export function useSignedInRedirect({ onArrival, onAppear, ownSession }: SignedInRedirect): boolean {
  const signedIn = useIsLoggedIn();
  const host = useHostElement();
  const signedInAtArrival = useRef(signedIn);

  useEffect(() => {
    if (!signedIn || ownSession.current || host) return;
    navigate(signedInAtArrival.current ? onArrival : onAppear);
  }, [signedIn, ownSession, host, onArrival, onAppear]);

  return signedIn && !ownSession.current;
}
