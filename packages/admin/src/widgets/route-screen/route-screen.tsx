import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';
import { AdminGate } from '../admin-gate/admin-gate.tsx';
import { AdminHomeScreen } from '../admin-home/admin-home-screen.tsx';
import { AdminLoginScreen } from '../admin-login/admin-login-screen.tsx';
import { AdminOrdersScreen } from '../admin-orders/admin-orders-screen.tsx';

/** A section whose screen has not landed yet: the console's frame around the ui kit's placeholder. */
function comingSoon(path: string, title: string) {
  return () => (
    <AdminGate>
      <AdminFrame title={title} current={path}>
        <ComingSoon title={title} />
      </AdminFrame>
    </AdminGate>
  );
}

const SCREENS: Readonly<Record<string, () => ReactNode>> = {
  [ROUTE_PATHS.adminLogin]: () => <AdminLoginScreen />,
  [ROUTE_PATHS.adminHome]: () => (
    <AdminGate>
      <AdminHomeScreen />
    </AdminGate>
  ),
  [ROUTE_PATHS.adminApprovals]: comingSoon(ROUTE_PATHS.adminApprovals, 'Approvals'),
  [ROUTE_PATHS.adminOrders]: () => (
    <AdminGate>
      <AdminOrdersScreen />
    </AdminGate>
  ),
  [ROUTE_PATHS.adminProfit]: comingSoon(ROUTE_PATHS.adminProfit, 'Profit'),
  [ROUTE_PATHS.adminSettings]: comingSoon(ROUTE_PATHS.adminSettings, 'Settings'),
  [ROUTE_PATHS.adminAudit]: comingSoon(ROUTE_PATHS.adminAudit, 'Audit log'),
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
