/**
 * The sign-in, registration, password and verification screens, loaded on first use: the
 * shell's /login should not fetch the registration form with its card checks and country list.
 * These are what `showroom_account/widgets` exports, for use inside a `<Suspense>`.
 */
import { lazy } from 'react';

const signInScreens = () => import('./sign-in-screens.ts');

export const LoginScreen = lazy(() => signInScreens().then((module) => ({ default: module.LoginScreen })));
export const ResetPasswordScreen = lazy(() =>
  signInScreens().then((module) => ({ default: module.ResetPasswordScreen })),
);
export const PasswordResetScreen = lazy(() =>
  signInScreens().then((module) => ({ default: module.PasswordResetScreen })),
);
export const ChangePasswordScreen = lazy(() =>
  signInScreens().then((module) => ({ default: module.ChangePasswordScreen })),
);
export const VerificationScreen = lazy(() =>
  signInScreens().then((module) => ({ default: module.VerificationScreen })),
);
export const VerifyEmailScreen = lazy(() =>
  signInScreens().then((module) => ({ default: module.VerifyEmailScreen })),
);
export const AccountVerifiedScreen = lazy(() =>
  signInScreens().then((module) => ({ default: module.AccountVerifiedScreen })),
);
export const RegisterScreen = lazy(() =>
  import('../widgets/register/register-screen.tsx').then((module) => ({ default: module.RegisterScreen })),
);
