import type { ReactNode } from 'react';
import { AdminLoginScreen } from '../admin-login/admin-login-screen.tsx';
import { useAdminAccess } from './use-admin-access.ts';

/**
 * The console's screens for a signed-in Admin past the OTP step only (decision 0022); anyone else gets
 * the sign-in (or the OTP step) in place, so the address stays the screen asked for.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  return useAdminAccess() === 'ready' ? children : <AdminLoginScreen stay />;
}
