import { ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import { lazy, type ReactNode } from 'react';
import { VendorGate } from '../vendor-gate/vendor-gate.tsx';
import { VendorLoginScreen } from '../vendor-login/vendor-login-screen.tsx';

// Each screen is its own chunk, as in the pros' console: the sign-in (the first screen) loads none of
// the others' code; the shell's remote boundary shows its progress bar meanwhile.
const VendorHomeScreen = lazy(() =>
  import('../vendor-home/vendor-home-screen.tsx').then((module) => ({ default: module.VendorHomeScreen })),
);
const ProductsScreen = lazy(() =>
  import('../products/products-screen.tsx').then((module) => ({ default: module.ProductsScreen })),
);
const ProductFormScreen = lazy(() =>
  import('../product-form/product-form-screen.tsx').then((module) => ({ default: module.ProductFormScreen })),
);
// The frame too (its console layout and styles): the sign-in in front of it never shows it (decision 0121).
const VendorFrame = lazy(() =>
  import('../vendor-frame/vendor-frame.tsx').then((module) => ({ default: module.VendorFrame })),
);
const ImportScreen = lazy(() =>
  import('../import/import-screen.tsx').then((module) => ({ default: module.ImportScreen })),
);
const VendorOrderItemsScreen = lazy(() =>
  import('../order-items/vendor-order-items-screen.tsx').then((module) => ({
    default: module.VendorOrderItemsScreen,
  })),
);
const VendorPayoutsScreen = lazy(() =>
  import('../vendor-payouts/vendor-payouts-screen.tsx').then((module) => ({
    default: module.VendorPayoutsScreen,
  })),
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
