import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';
import { lazy, type ReactNode } from 'react';
import { AdminGate } from '../admin-gate/admin-gate.tsx';
import { AdminLoginScreen } from '../admin-login/admin-login-screen.tsx';

// Each screen is its own chunk, as in the pros' console: the sign-in (the first screen) loads none of
// the others' code; the shell's remote boundary shows its progress bar meanwhile.
const AdminHomeScreen = lazy(() =>
  import('../admin-home/admin-home-screen.tsx').then((module) => ({ default: module.AdminHomeScreen })),
);
const ApprovalsScreen = lazy(() =>
  import('../approvals/approvals-screen.tsx').then((module) => ({ default: module.ApprovalsScreen })),
);
const AdminOrdersScreen = lazy(() =>
  import('../admin-orders/admin-orders-screen.tsx').then((module) => ({ default: module.AdminOrdersScreen })),
);
const ProfitScreen = lazy(() =>
  import('../profit/profit-screen.tsx').then((module) => ({ default: module.ProfitScreen })),
);
const SettingsScreen = lazy(() =>
  import('../settings/settings-screen.tsx').then((module) => ({ default: module.SettingsScreen })),
);
const AuditScreen = lazy(() =>
  import('../audit/audit-screen.tsx').then((module) => ({ default: module.AuditScreen })),
);

/** A section behind the admin's sign-in and code. */
const gated = (screen: () => ReactNode) => () => <AdminGate>{screen()}</AdminGate>;

const SCREENS: Readonly<Record<string, () => ReactNode>> = {
  [ROUTE_PATHS.adminLogin]: () => <AdminLoginScreen />,
  [ROUTE_PATHS.adminHome]: gated(() => <AdminHomeScreen />),
  [ROUTE_PATHS.adminApprovals]: gated(() => <ApprovalsScreen />),
  [ROUTE_PATHS.adminOrders]: gated(() => <AdminOrdersScreen />),
  [ROUTE_PATHS.adminProfit]: gated(() => <ProfitScreen />),
  [ROUTE_PATHS.adminSettings]: gated(() => <SettingsScreen />),
  [ROUTE_PATHS.adminAudit]: gated(() => <AuditScreen />),
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/admin` or `/admin/login`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const screen = SCREENS[route];
  return screen ? screen() : <ComingSoon title="This page" />;
}
