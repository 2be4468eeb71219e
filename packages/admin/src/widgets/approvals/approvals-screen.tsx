import { ROUTE_PATHS } from '@showroom/contract';
import { AdminFrame } from '../admin-frame/admin-frame.tsx';
import { AccountsCard } from './accounts-card.tsx';
import { PendingProsCard } from './pending-pros-card.tsx';
import { PendingVendorsCard } from './pending-vendors-card.tsx';

/**
 * `/admin/approvals` (issue #24): pros and vendors waiting for approval, and the accounts an admin may
 * deactivate (signed out everywhere at once) or reactivate.
 */
export function ApprovalsScreen() {
  return (
    <AdminFrame title="Approvals and accounts" current={ROUTE_PATHS.adminApprovals}>
      <PendingProsCard />
      <PendingVendorsCard />
      <AccountsCard />
    </AdminFrame>
  );
}
