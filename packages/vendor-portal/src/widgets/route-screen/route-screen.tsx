import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import type { ReactNode } from 'react';
import { ImportScreen } from '../import/import-screen.tsx';
import { ProductFormScreen } from '../product-form/product-form-screen.tsx';
import { ProductsScreen } from '../products/products-screen.tsx';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { VendorGate } from '../vendor-gate/vendor-gate.tsx';
import { VendorHomeScreen } from '../vendor-home/vendor-home-screen.tsx';
import { VendorLoginScreen } from '../vendor-login/vendor-login-screen.tsx';

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
  [ROUTE_PATHS.vendorPortal]: () => (
    <VendorGate>
      <VendorHomeScreen />
    </VendorGate>
  ),
  [ROUTE_PATHS.vendorProducts]: () => (
    <VendorGate>
      <ProductsScreen />
    </VendorGate>
  ),
  [ROUTE_PATHS.vendorProductNew]: () => (
    <VendorGate>
      <ProductFormScreen id={null} />
    </VendorGate>
  ),
  // The shell passes only the pattern: the id comes from the address.
  [ROUTE_PATHS.vendorProduct]: () => (
    <VendorGate>
      <ProductFormScreen id={Number(readRouteLocation(ROUTE_PATHS.vendorProduct).params.id) || 0} />
    </VendorGate>
  ),
  [ROUTE_PATHS.vendorImport]: () => (
    <VendorGate>
      <VendorFrame title="Import products" current={ROUTE_PATHS.vendorImport}>
        <ImportScreen />
      </VendorFrame>
    </VendorGate>
  ),
  [ROUTE_PATHS.vendorOrderItems]: comingSoon('Your order items', ROUTE_PATHS.vendorOrderItems),
  [ROUTE_PATHS.vendorPayouts]: comingSoon('Your payouts', ROUTE_PATHS.vendorPayouts),
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
