import { useSession } from '@showroom/ui';
import { useEffect } from 'react';

/**
 * Spec §4: an Admin session without the `otp_verify` cookie is signed out on every route but
 * Login. The showroom never signs Admins in itself; such a session comes from the admin console
 * on the same origin, whose OTP step (core `verifyAdminOtp`) sets the cookie.
 */
export function useAdminSessionGuard(path: string): void {
  const { user } = useSession();
  useEffect(() => {
    // Only an Admin session can fail the rule, so only then is the account code loaded.
    if (user?.type !== 'Admin') return;
    void import('@showroom/core/account').then(({ adminSessionGuard, isOtpVerified, signOut }) => {
      if (adminSessionGuard(user, path, isOtpVerified()) === 'sign-out') void signOut();
    });
  }, [user, path]);
}
