/** Widgets exposed to the shell as `showroom_projects/widgets`. */
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
