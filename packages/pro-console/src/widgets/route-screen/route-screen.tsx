import { ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import { ConsoleGate } from '../console-gate/console-gate.tsx';
import { ConsoleHomeScreen } from '../console-home/console-home-screen.tsx';
import { CouponsScreen } from '../coupons/coupons-screen.tsx';
import { EmbedsScreen } from '../embeds/embeds-screen.tsx';
import { InvitationScreen } from '../invitation/invitation-screen.tsx';
import { InvitesScreen } from '../invites/invites-screen.tsx';
import { LeadsScreen } from '../leads/leads-screen.tsx';
import { MarkupScreen } from '../markup/markup-screen.tsx';
import { OrdersScreen } from '../orders/orders-screen.tsx';
import { PayoutsScreen } from '../payouts/payouts-screen.tsx';
import { PlansScreen } from '../plans/plans-screen.tsx';
import { ProAccountScreen } from '../pro-account/pro-account-screen.tsx';
import { ProLoginScreen } from '../pro-login/pro-login-screen.tsx';
import { ProProfileScreen } from '../pro-profile/pro-profile-screen.tsx';
import { ProSignUpScreen } from '../pro-sign-up/pro-sign-up-screen.tsx';
import { ShowroomSettingsScreen } from '../showroom-settings/showroom-settings-screen.tsx';

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
