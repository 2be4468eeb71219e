import { ROUTE_PATHS } from '@showroom/contract';
import { signOut } from '@showroom/core/account';
import { Button, StyleSheet } from '@showroom/ui';
import { ConsoleLayout } from '@showroom/ui/console';
import { PageStyles } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import css from './admin.css?inline';

/** The console's sections (decision 0068: `/admin/<section>`). */
const SECTIONS = [
  [ROUTE_PATHS.adminHome, 'Home'],
  [ROUTE_PATHS.adminApprovals, 'Approvals'],
  [ROUTE_PATHS.adminOrders, 'Orders'],
  [ROUTE_PATHS.adminProfit, 'Profit'],
  [ROUTE_PATHS.adminSettings, 'Settings'],
  [ROUTE_PATHS.adminAudit, 'Audit log'],
] as const;

/** An admin console screen: the sections' navigation, its title, and the screen. */
export function AdminFrame({
  title,
  current,
  children,
}: {
  title: string;
  current: string;
  children: ReactNode;
}) {
  return (
    <ConsoleLayout
      navLabel="Admin console"
      sections={SECTIONS}
      current={current}
      title={title}
      className="sr-admin"
      barEnd={<SignOutButton />}
    >
      <PageStyles />
      <StyleSheet name="sr-admin" css={css} />
      {children}
    </ConsoleLayout>
  );
}

function SignOutButton() {
  return (
    <Button variant="secondary" type="button" onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}
