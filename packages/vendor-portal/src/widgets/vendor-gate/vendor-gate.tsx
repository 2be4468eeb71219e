import { VENDOR_TYPES } from '@showroom/contract';
import { useIsConsoleUser } from '@showroom/ui/console-sign-in';
import type { ReactNode } from 'react';
import { VendorLoginScreen } from '../vendor-login/vendor-login-screen.tsx';

/**
 * The portal's screens for a signed-in vendor only; anyone else gets the portal's sign-in in place, so
 * the address stays the screen they asked for and shows it once they are in.
 */
export function VendorGate({ children }: { children: ReactNode }) {
  return useIsConsoleUser(VENDOR_TYPES) ? children : <VendorLoginScreen stay />;
}
