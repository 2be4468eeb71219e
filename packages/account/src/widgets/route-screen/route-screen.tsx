import { matchRoute, ROUTE_PATHS, routeSearch } from '@showroom/contract';
import { type RouteLocation, readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import { type ReactNode, Suspense } from 'react';
import { AccountScreen, NotificationList } from '../../lazy/account-screens.ts';
import {
  AccountVerifiedScreen,
  ChangePasswordScreen,
  LoginScreen,
  PasswordResetScreen,
  RegisterScreen,
  ResetPasswordScreen,
  VerificationScreen,
  VerifyEmailScreen,
} from '../../lazy/auth-screens.ts';
import { YourOrdersScreen } from '../../lazy/order-screens.ts';
import { ScreenFallback } from '../../lazy/screen-fallback.tsx';
import { orderIdParam } from '../your-orders/order-path.ts';

/** A query parameter as a prop: absent and empty both read as not given. */
const param = (query: URLSearchParams, name: string) => query.get(name) || undefined;

/**
 * The screen of each route this remote owns, by the pattern the shell matched. The shell passes
 * only the pattern, so parameters and query come from the address (`RouteLocation`). Add a route
 * here with one line.
 */
const SCREENS: Readonly<Record<string, (location: RouteLocation) => ReactNode>> = {
  [ROUTE_PATHS.login]: ({ query }) => <LoginScreen redirect={param(query, 'redirect')} />,
  [ROUTE_PATHS.register]: ({ query }) => <RegisterScreen invite={param(query, 'invite')} />,
  [ROUTE_PATHS.resetPassword]: () => <ResetPasswordScreen />,
  [ROUTE_PATHS.passwordReset]: ({ query }) => (
    <PasswordResetScreen token={param(query, 'token')} email={param(query, 'email')} />
  ),
  [ROUTE_PATHS.changePassword]: () => <ChangePasswordScreen />,
  [ROUTE_PATHS.verification]: ({ query }) => <VerificationScreen redirect={param(query, 'redirect')} />,
  [ROUTE_PATHS.verify]: ({ params }) => <VerifyEmailScreen token={params.hash ?? ''} />,
  [ROUTE_PATHS.accountVerify]: () => <AccountVerifiedScreen />,
  [ROUTE_PATHS.account]: () => <AccountScreen />,
  [ROUTE_PATHS.notifications]: () => <NotificationList />,
  [ROUTE_PATHS.yourOrders]: ({ query }) => <YourOrdersScreen orderId={orderIdParam(param(query, 'order'))} />,
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/login` or `/verify/:hash`. */
  route: string;
}

/**
 * The screen of a route given as a path with its query (`/your_orders?order=7`), as
 * `<showroom-account page>` names it inside a `<showroom-store>`; null for a path of no screen here.
 */
export function screenAtPath(path: string): ReactNode {
  const search = routeSearch(path);
  for (const [route, screen] of Object.entries(SCREENS)) {
    const params = matchRoute(route, path);
    if (params) return screen({ query: new URLSearchParams(search), params });
  }
  return null;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const screen = SCREENS[route];
  if (!screen) return <ComingSoon title="This page" />;
  return <Suspense fallback={<ScreenFallback />}>{screen(readRouteLocation(route))}</Suspense>;
}
