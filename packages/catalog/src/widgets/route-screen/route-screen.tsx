import { ComingSoon } from '@showroom/ui/page';
import { Storefront } from '../storefront/storefront.tsx';

/** What each route of this remote will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
  '/category/:category': 'Category',
  '/category/:category/product': 'Products',
  '/product/:hash/:vsd_id?': 'Product details',
  '/product-details': 'Product details',
  '/our-brands': 'Our brand partners',
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/our-brands`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  if (route === '/visualize/contractor/all') return <Storefront />;
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
