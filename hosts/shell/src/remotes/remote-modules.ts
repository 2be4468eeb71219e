import type { RoutedRemote } from '@showroom/contract/constants';
import type { ComponentType } from 'react';
import { loadRemoteModule } from './load-remote-module.ts';

export interface RouteScreenModule {
  RouteScreen: ComponentType<{ route: string }>;
}

/** A routed remote's `./widgets` module: nothing is fetched until a route needs it. */
const routeScreens = (remote: RoutedRemote) => () => loadRemoteModule<RouteScreenModule>(remote, './widgets');

/** The route screens of each remote that owns shell routes (the shell's route table names them). */
export const REMOTE_SCREENS: Record<RoutedRemote, () => Promise<RouteScreenModule>> = {
  catalog: routeScreens('catalog'),
  cart: routeScreens('cart'),
  checkout: routeScreens('checkout'),
  account: routeScreens('account'),
  visualizer: routeScreens('visualizer'),
  projects: routeScreens('projects'),
  'design-ai': routeScreens('design-ai'),
  'pro-console': routeScreens('pro-console'),
  'vendor-portal': routeScreens('vendor-portal'),
  admin: routeScreens('admin'),
};

export const loadEntryWidgets = () =>
  loadRemoteModule<typeof import('showroom_entry/widgets')>('showroom-entry', './widgets');
