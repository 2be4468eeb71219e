import type { LoginRequest, PasswordResetRequest, RegisterPayload } from '@showroom/contract/account';
import type { ProRegisterPayload, VendorAcceptRequest } from '@showroom/contract/pro';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import type { SocialIdentity } from '../../providers/social-identity/social-identity.ts';
import { AccessTokens, type Session, type SessionUser } from './access-tokens.ts';
import { sendAdminOtp, verifyAdminOtp } from './admin-otp.ts';
import type { AuthDeps } from './auth-deps.ts';
import { loadAuthUser } from './auth-user.ts';
import { changePassword } from './change-password.ts';
import { type MailRecipient, resendVerification, verifyEmail } from './email-verification.ts';
import { registerInvitedVendor } from './invited-vendor.ts';
import { signIn } from './login.ts';
import { OneTimeTokens } from './one-time-tokens.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerPro } from './pro-registration.ts';
import { registerHomeowner } from './registration.ts';
import { issueHandoffCode, redeemHandoffCode } from './session-handoff.ts';
import { socialSignIn } from './social-sign-in.ts';

/** What the app hands in; the service makes its own token stores. */
export type AuthOptions = Omit<AuthDeps, 'tokens' | 'oneTimeTokens'> & {
  /** Lets the session cache hear of changes; without it sessions are read from the database each time. */
  notices?: ChangeNotices;
};

/** Accounts and sessions: sign-in (password, social, hand-off), registration, passwords, e-mail and admin codes. */
export function createAuthService(options: AuthOptions) {
  const { notices, ...rest } = options;
  const deps: AuthDeps = {
    ...rest,
    tokens: new AccessTokens(options.db, options.clock, notices),
    oneTimeTokens: new OneTimeTokens(options.db, options.clock),
  };
  return {
    /** The bearer tokens, for the auth plugin that resolves each request's session. */
    tokens: deps.tokens,
    signIn: (credentials: LoginRequest, ip: string) => signIn(deps, credentials, ip),
    signOut: (tokenId: number) => deps.tokens.revoke(tokenId),
    currentUser: (userId: number) => loadAuthUser(deps.db, userId),
    register: (form: RegisterPayload, ip: string) => registerHomeowner(deps, form, ip),
    /** A Contractor's or Designer's sign-up: a pending account and its application, no session. */
    registerPro: (form: ProRegisterPayload, ip: string) => registerPro(deps, form, ip),
    /** A vendor accepts a pro's invitation: a pending Vendor account, no session. */
    registerInvitedVendor: (form: VendorAcceptRequest, ip: string) => registerInvitedVendor(deps, form, ip),
    socialSignIn: (identity: SocialIdentity, shopId: number | undefined) =>
      socialSignIn(deps, identity, shopId),
    issueHandoffCode: (userId: number) => issueHandoffCode(deps, userId),
    redeemHandoffCode: (code: string, ip: string) => redeemHandoffCode(deps, code, ip),
    requestPasswordReset: (email: string, ip: string) => requestPasswordReset(deps, email, ip),
    resetPassword: (input: Pick<PasswordResetRequest, 'token' | 'email' | 'password'>) =>
      resetPassword(deps, input),
    changePassword: (session: Session, input: { current_password: string; password: string }) =>
      changePassword(deps, session, input),
    resendVerification: (user: MailRecipient & { email_verified_at: Date | null }) =>
      resendVerification(deps, user),
    verifyEmail: (token: string) => verifyEmail(deps, token),
    sendAdminOtp: (user: SessionUser) => sendAdminOtp(deps, user),
    verifyAdminOtp: (session: Session, code: string) => verifyAdminOtp(deps, session, code),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
