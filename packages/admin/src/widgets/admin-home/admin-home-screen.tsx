import { ROUTE_PATHS } from '@showroom/contract';
import { PAGE_DESCRIPTIONS } from '@showroom/contract/constants';
import { ShellLink } from '@showroom/ui';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';

const SECTIONS = [
  [ROUTE_PATHS.adminApprovals, 'Approvals', PAGE_DESCRIPTIONS.adminApprovals],
  [ROUTE_PATHS.adminOrders, 'Orders', PAGE_DESCRIPTIONS.adminOrders],
  [ROUTE_PATHS.adminProfit, 'Profit', PAGE_DESCRIPTIONS.adminProfit],
  [ROUTE_PATHS.adminSettings, 'Settings', PAGE_DESCRIPTIONS.adminSettings],
  [ROUTE_PATHS.adminAudit, 'Audit log', PAGE_DESCRIPTIONS.adminAudit],
] as const;

/** `/admin`: where an Admin lands after the OTP step, one card per section. */
export function AdminHomeScreen() {
  return (
    <AdminFrame title="Admin console" current={ROUTE_PATHS.adminHome}>
      <ul className="sr-admin__sections">
        {SECTIONS.map(([path, label, text]) => (
          <li key={path}>
            <ShellLink to={path}>{label}</ShellLink>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
