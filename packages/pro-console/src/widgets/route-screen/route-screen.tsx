import { ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import { ConsoleGate } from '../console-gate/console-gate.tsx';
import { ConsoleHomeScreen } from '../console-home/console-home-screen.tsx';
import { EmbedsScreen } from '../embeds/embeds-screen.tsx';
import { InvitationScreen } from '../invitation/invitation-screen.tsx';
import { InvitesScreen } from '../invites/invites-screen.tsx';
import { PayoutsScreen } from '../payouts/payouts-screen.tsx';
import { ProAccountScreen } from '../pro-account/pro-account-screen.tsx';
import { ProLoginScreen } from '../pro-login/pro-login-screen.tsx';
import { ProSignUpScreen } from '../pro-sign-up/pro-sign-up-screen.tsx';
import { ShowroomSettingsScreen } from '../showroom-settings/showroom-settings-screen.tsx';

/** The screen of each route this remote owns, by the pattern the shell matched. */
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
