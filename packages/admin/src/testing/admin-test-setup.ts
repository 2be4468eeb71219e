/**
 * Per-test set-up of the admin console's screens: the shared console screen stub
 * (`@showroom/core/testing`), with the OTP step not yet passed.
 */
import { clearOtpVerified, markOtpVerified } from '@showroom/core/account';
import { type StubRoutes, setUpScreenTest, signInTestUser } from '@showroom/core/testing';
import { announceOtpChange } from '../widgets/admin-gate/otp-passed.ts';

export type { StubAnswer, StubRoutes } from '@showroom/core/testing';

export function setUpAdminTest(routes: StubRoutes) {
  const stub = setUpScreenTest(routes);
  clearOtpVerified();
  return stub;
}

/** A signed-in user of `type` (an Admin by default), past the OTP step unless `otp` is false. */
export function signInAs(type = 'Admin', { otp = true } = {}): void {
  signInTestUser({ id: 7, email: 'admin@showroom.test', type }, '7|admin-test-token');
  if (otp) markOtpVerified();
  else clearOtpVerified();
  announceOtpChange();
}
