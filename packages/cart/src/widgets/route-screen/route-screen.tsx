import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';

/** What each route of this remote will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
  [ROUTE_PATHS.cart]: 'Your cart',
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/cart`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
