/**
 * The small account screens in one lazily loaded chunk: they share the form pieces (card frame,
 * fields, error handling), which separate chunks would each carry again. Registration, the
 * largest, stays on its own.
 */
export { AccountVerifiedScreen } from '../widgets/account-verified/account-verified-screen.tsx';
export { ChangePasswordScreen } from '../widgets/change-password/change-password-screen.tsx';
export { LoginScreen } from '../widgets/login/login-screen.tsx';
export { PasswordResetScreen } from '../widgets/password-reset/password-reset-screen.tsx';
export { ResetPasswordScreen } from '../widgets/reset-password/reset-password-screen.tsx';
export { VerificationScreen } from '../widgets/verification/verification-screen.tsx';
export { VerifyEmailScreen } from '../widgets/verify-email/verify-email-screen.tsx';
