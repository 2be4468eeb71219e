import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import { VendorOrderItemsScreen } from '../order-items/vendor-order-items-screen.tsx';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { VendorGate } from '../vendor-gate/vendor-gate.tsx';
import { VendorLoginScreen } from '../vendor-login/vendor-login-screen.tsx';
import { VendorPayoutsScreen } from '../vendor-payouts/vendor-payouts-screen.tsx';

/** A section still being built (issue #24) says so, behind the sign-in like the rest. */
const comingSoon = (title: string, section: string) => () => (
  <VendorGate>
    <VendorFrame title={title} current={section}>
      <p>{MESSAGES.comingSoon}</p>
    </VendorFrame>
  </VendorGate>
);

const SCREENS: Readonly<Record<string, () => ReactNode>> = {
  [ROUTE_PATHS.vendorLogin]: () => <VendorLoginScreen />,
  [ROUTE_PATHS.vendorPortal]: comingSoon('Vendor portal', ROUTE_PATHS.vendorPortal),
  [ROUTE_PATHS.vendorProducts]: comingSoon('Your products', ROUTE_PATHS.vendorProducts),
  [ROUTE_PATHS.vendorProductNew]: comingSoon('New product', ROUTE_PATHS.vendorProducts),
  [ROUTE_PATHS.vendorProduct]: comingSoon('Edit product', ROUTE_PATHS.vendorProducts),
  [ROUTE_PATHS.vendorImport]: comingSoon('Import products', ROUTE_PATHS.vendorImport),
  [ROUTE_PATHS.vendorOrderItems]: () => (
    <VendorGate>
      <VendorOrderItemsScreen />
    </VendorGate>
  ),
  [ROUTE_PATHS.vendorPayouts]: () => (
    <VendorGate>
      <VendorPayoutsScreen />
    </VendorGate>
  ),
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/vendor` or `/vendor/products/:id`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const screen = SCREENS[route];
  return screen ? screen() : <ComingSoon title="This page" />;
}
