import { ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import { lazy, type ReactNode } from 'react';
import { ConsoleGate } from '../console-gate/console-gate.tsx';

// Each screen is its own chunk: a pro's first screen (the sign-in or the home) loads only its own code
// (issue #23's first-screen budget); the shell's remote boundary shows its progress bar meanwhile.
const ConsoleHomeScreen = lazy(() =>
  import('../console-home/console-home-screen.tsx').then((module) => ({ default: module.ConsoleHomeScreen })),
);
const CouponsScreen = lazy(() =>
  import('../coupons/coupons-screen.tsx').then((module) => ({ default: module.CouponsScreen })),
);
const EmbedsScreen = lazy(() =>
  import('../embeds/embeds-screen.tsx').then((module) => ({ default: module.EmbedsScreen })),
);
const InvitationScreen = lazy(() =>
  import('../invitation/invitation-screen.tsx').then((module) => ({ default: module.InvitationScreen })),
);
const InvitesScreen = lazy(() =>
  import('../invites/invites-screen.tsx').then((module) => ({ default: module.InvitesScreen })),
);
const LeadsScreen = lazy(() =>
  import('../leads/leads-screen.tsx').then((module) => ({ default: module.LeadsScreen })),
);
const MarkupScreen = lazy(() =>
  import('../markup/markup-screen.tsx').then((module) => ({ default: module.MarkupScreen })),
);
const OrdersScreen = lazy(() =>
  import('../orders/orders-screen.tsx').then((module) => ({ default: module.OrdersScreen })),
);
const PayoutsScreen = lazy(() =>
  import('../payouts/payouts-screen.tsx').then((module) => ({ default: module.PayoutsScreen })),
);
const PlansScreen = lazy(() =>
  import('../plans/plans-screen.tsx').then((module) => ({ default: module.PlansScreen })),
);
const ProAccountScreen = lazy(() =>
  import('../pro-account/pro-account-screen.tsx').then((module) => ({ default: module.ProAccountScreen })),
);
const ProLoginScreen = lazy(() =>
  import('../pro-login/pro-login-screen.tsx').then((module) => ({ default: module.ProLoginScreen })),
);
const ProProfileScreen = lazy(() =>
  import('../pro-profile/pro-profile-screen.tsx').then((module) => ({ default: module.ProProfileScreen })),
);
const ProSignUpScreen = lazy(() =>
  import('../pro-sign-up/pro-sign-up-screen.tsx').then((module) => ({ default: module.ProSignUpScreen })),
);
const ProjectScreen = lazy(() =>
  import('../projects/project-screen.tsx').then((module) => ({ default: module.ProjectScreen })),
);
const ProjectsScreen = lazy(() =>
  import('../projects/projects-screen.tsx').then((module) => ({ default: module.ProjectsScreen })),
);
const ShowroomSettingsScreen = lazy(() =>
  import('../showroom-settings/showroom-settings-screen.tsx').then((module) => ({
    default: module.ShowroomSettingsScreen,
  })),
);
const SCREENS: Readonly<Record<string, () => ReactNode>> = {
  [ROUTE_PATHS.proAccount]: () => <ProAccountScreen />,
  [ROUTE_PATHS.proSignUp]: () => <ProSignUpScreen />,
  [ROUTE_PATHS.proLogin]: () => <ProLoginScreen />,
  [ROUTE_PATHS.proConsole]: () => (
    <ConsoleGate>
      <ConsoleHomeScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proShowroom]: () => (
    <ConsoleGate>
      <ShowroomSettingsScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proEmbeds]: () => (
    <ConsoleGate>
      <EmbedsScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proInvites]: () => (
    <ConsoleGate>
      <InvitesScreen />
    </ConsoleGate>
  ),
  // The shell passes only the pattern: the token comes from the address.
  [ROUTE_PATHS.invitation]: () => (
    <InvitationScreen token={readRouteLocation(ROUTE_PATHS.invitation).params.token ?? ''} />
  ),
  [ROUTE_PATHS.payoutSetup]: () => (
    <ConsoleGate>
      <PayoutsScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proMarkup]: () => (
    <ConsoleGate>
      <MarkupScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proCoupons]: () => (
    <ConsoleGate>
      <CouponsScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proProfile]: () => (
    <ConsoleGate>
      <ProProfileScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proPlans]: () => (
    <ConsoleGate>
      <PlansScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proLeads]: () => (
    <ConsoleGate>
      <LeadsScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proOrders]: () => (
    <ConsoleGate>
      <OrdersScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proProjects]: () => (
    <ConsoleGate>
      <ProjectsScreen />
    </ConsoleGate>
  ),
  [ROUTE_PATHS.proProject]: () => (
    <ConsoleGate>
      <ProjectScreen projectId={Number(readRouteLocation(ROUTE_PATHS.proProject).params.id)} />
    </ConsoleGate>
  ),
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/pro` or `/register/contractor`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const screen = SCREENS[route];
  return screen ? screen() : <ComingSoon title="This page" />;
}
