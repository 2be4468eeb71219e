/** Widgets exposed to the shell as `showroom_account/widgets`. */

export { AccountScreen, NotificationList } from './lazy/account-screens.ts';
export { LoginElement, type LoginElementProps, RegisterElement } from './lazy/auth-elements.tsx';
/** Loaded on first render: use inside `<Suspense>` (RouteScreen and the elements do). */
export {
  AccountVerifiedScreen,
  ChangePasswordScreen,
  LoginScreen,
  PasswordResetScreen,
  RegisterScreen,
  ResetPasswordScreen,
  VerificationScreen,
  VerifyEmailScreen,
} from './lazy/auth-screens.ts';
export { AccountElement } from './widgets/account-element/account-element.tsx';
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
