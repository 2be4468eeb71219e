import type { RoutedRemote } from '@showroom/contract/constants';
import type { ComponentType } from 'react';

export interface RouteScreenModule {
  RouteScreen: ComponentType<{ route: string }>;
}

/**
 * Federated imports, one per remote. Each literal `import()` is what Module Federation
 * resolves to the remote's `remoteEntry.js`; nothing is fetched until a route needs it. The
 * bundler needs the container names (`REMOTES` in the contract) spelled out here.
 */
export const REMOTE_SCREENS: Record<RoutedRemote, () => Promise<RouteScreenModule>> = {
  catalog: () => import('showroom_catalog/widgets'),
  cart: () => import('showroom_cart/widgets'),
  checkout: () => import('showroom_checkout/widgets'),
  account: () => import('showroom_account/widgets'),
  visualizer: () => import('showroom_visualizer/widgets'),
  projects: () => import('showroom_projects/widgets'),
  'design-ai': () => import('showroom_design_ai/widgets'),
  'pro-console': () => import('showroom_pro_console/widgets'),
  'vendor-portal': () => import('showroom_vendor_portal/widgets'),
  admin: () => import('showroom_admin/widgets'),
};

export const loadEntryWidgets = () => import('showroom_entry/widgets');
