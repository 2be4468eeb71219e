import { audienceRoutes } from '../route-options.ts';
import { adminOtpRoutes } from './admin-otp.ts';
import { emailVerificationRoutes } from './email-verification.ts';
import { invitationRoutes } from './invitations.ts';
import { passwordRoutes } from './password.ts';
import { registerRoutes } from './register.ts';
import { registerContractorRoutes } from './register-contractor.ts';
import { sessionRoutes } from './session.ts';
import { sessionHandoffRoutes } from './session-handoff.ts';
import { socialLoginRoutes } from './social-login.ts';

/** Signing in and out, registration, social sign-in, e-mail verification, passwords, the admin's OTP step. Public unless a route says otherwise. */
export const authRoutes = audienceRoutes('public', [
  sessionRoutes,
  sessionHandoffRoutes,
  registerRoutes,
  registerContractorRoutes,
  socialLoginRoutes,
  emailVerificationRoutes,
  passwordRoutes,
  adminOtpRoutes,
  invitationRoutes,
]);
