/** Widgets exposed to the shell as `showroom_cart/widgets`. */
export { CartButton } from './widgets/cart-button/cart-button.tsx';
export { CartPage } from './widgets/cart-page/cart-page.tsx';
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
