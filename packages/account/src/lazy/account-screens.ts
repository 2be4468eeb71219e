/**
 * My Account and the notifications, loaded on first use (decision 0126): their address form, saved card,
 * pagination and notification calls are of no use on the sign-in and registration screens this remote
 * also shows, and delayed the registration form's first paint. For use inside a `<Suspense>`.
 */
import { lazy } from 'react';

export const AccountScreen = lazy(() =>
  import('../widgets/account-screen/account-screen.tsx').then((module) => ({
    default: module.AccountScreen,
  })),
);
export const NotificationList = lazy(() =>
  import('../widgets/notification-list/notification-list.tsx').then((module) => ({
    default: module.NotificationList,
  })),
);
