import { useSession } from '@showroom/ui';
import { useOtpPassed } from './otp-passed.ts';

/** How far this page's session is into the admin console: signed out, at the OTP step, or in. */
export type AdminAccess = 'signed-out' | 'awaiting-otp' | 'ready';

export function useAdminAccess(): AdminAccess {
  const { isLoggedIn, user } = useSession();
  const otpPassed = useOtpPassed();
  if (!isLoggedIn || user?.type !== 'Admin') return 'signed-out';
  return otpPassed ? 'ready' : 'awaiting-otp';
}
