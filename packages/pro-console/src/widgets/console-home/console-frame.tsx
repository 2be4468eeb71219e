import { ROUTE_PATHS } from '@showroom/contract';
import { StyleSheet } from '@showroom/ui';
import { ConsoleLayout } from '@showroom/ui/console';
import { PageStyles } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import css from './console.css?inline';

/** The console's sections so far (decision 0068: `/pro/<section>`); each issue adds its own. */
const SECTIONS = [
  [ROUTE_PATHS.proConsole, 'Home'],
  [ROUTE_PATHS.proShowroom, 'Showroom'],
  [ROUTE_PATHS.proMarkup, 'Markup'],
  [ROUTE_PATHS.proEmbeds, 'Sites and embeds'],
  [ROUTE_PATHS.proProfile, 'Profile'],
  [ROUTE_PATHS.proPlans, 'Plans and billing'],
  [ROUTE_PATHS.proCoupons, 'Coupons'],
  [ROUTE_PATHS.proLeads, 'Leads'],
  [ROUTE_PATHS.proOrders, 'Orders'],
  [ROUTE_PATHS.proProjects, 'Projects'],
  [ROUTE_PATHS.proInvites, 'Invites'],
  [ROUTE_PATHS.payoutSetup, 'Payouts'],
] as const;

/** A console screen: its title, the sections' navigation, and the screen. */
export function ConsoleFrame({
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
      navLabel="Console"
      sections={SECTIONS}
      current={current}
      title={title}
      className="sr-console"
    >
      <PageStyles />
      <StyleSheet name="sr-console" css={css} />
      {children}
    </ConsoleLayout>
  );
}
