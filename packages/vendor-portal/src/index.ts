/** The vendors' portal (decision 0068), exposed to the shell as `showroom_vendor_portal/widgets`. */
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
