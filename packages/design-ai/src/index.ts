/** Widgets exposed to the shell as `showroom_design_ai/widgets`. */
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
