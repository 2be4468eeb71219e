import type { ReactNode } from 'react';
import { ProLoginScreen } from '../pro-login/pro-login-screen.tsx';
import { useIsPro } from './use-pro-session.ts';

/**
 * The console's screens for a signed-in pro only; anyone else gets the console's sign-in in place,
 * so the address stays the screen they asked for and shows it once they are in.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  return useIsPro() ? children : <ProLoginScreen stay />;
}
