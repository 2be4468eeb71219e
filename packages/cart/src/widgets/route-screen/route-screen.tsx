import { CartPage } from '../cart-page/cart-page.tsx';

export interface RouteScreenProps {
  /** The route pattern the shell matched; this remote owns only `/cart`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns: `/cart`, the cart page. */
export function RouteScreen(_props: RouteScreenProps) {
  return <CartPage />;
}
