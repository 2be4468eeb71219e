import { ROUTE_PATHS } from '@showroom/contract';
import { signOut } from '@showroom/core/account';
import { Button, StyleSheet } from '@showroom/ui';
import { ShellLink } from '@showroom/ui/link';
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
    <article className="sr-page sr-admin">
      <PageStyles />
      <StyleSheet name="sr-admin" css={css} />
      <nav aria-label="Admin console" className="sr-admin__bar">
        <ul className="sr-admin__nav">
          {SECTIONS.map(([path, label]) => (
            <li key={path}>
              {path === current ? (
                <span aria-current="page">{label}</span>
              ) : (
                <ShellLink to={path}>{label}</ShellLink>
              )}
            </li>
          ))}
        </ul>
        <Button variant="secondary" type="button" onClick={() => void signOut()}>
          Sign out
        </Button>
      </nav>
      <h1 className="sr-page__title">{title}</h1>
      {children}
    </article>
  );
}
