/** The pros' console (decision 0068), exposed to the shell as `showroom_pro_console/widgets`. */
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
