import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';

/** What each route of this remote will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
  [ROUTE_PATHS.checkout]: 'Checkout',
  [ROUTE_PATHS.checkoutPayment]: 'Payment',
  [ROUTE_PATHS.thankYou]: 'Order confirmation',
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/checkout`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
