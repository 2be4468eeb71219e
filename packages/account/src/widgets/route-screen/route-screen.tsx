import { ComingSoon } from '@showroom/ui';

/** What each route of this remote will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
  '/login': 'Sign in',
  '/register': 'Create your account',
  '/reset_password': 'Reset your password',
  '/password_reset': 'Choose a new password',
  '/verify/:hash': 'Email verification',
  '/account_verify': 'Email verification',
  '/verifiction': 'Verify your email',
  '/change_password': 'Change password',
  '/account': 'My account',
  '/notification': 'Notifications',
  '/your_orders': 'Your orders',
  '/register/contractor': 'Sign up as a Pro',
  '/pro-account': 'Pro accounts',
  '/payout_setup': 'Payout setup',
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/login`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
