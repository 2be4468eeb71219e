import { lazy, type ReactNode } from 'react';
import { useIsPro } from './use-pro-session.ts';

// Its own chunk, as every screen is (route-screen.tsx): a signed-in pro never downloads the sign-in.
const ProLoginScreen = lazy(() =>
  import('../pro-login/pro-login-screen.tsx').then((module) => ({ default: module.ProLoginScreen })),
);

/**
 * The console's screens for a signed-in pro only; anyone else gets the console's sign-in in place,
 * so the address stays the screen they asked for and shows it once they are in.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  return useIsPro() ? children : <ProLoginScreen stay />;
}
