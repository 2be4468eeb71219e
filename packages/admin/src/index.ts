/** The admins' console (decisions 0068, 0095), exposed to the shell as `showroom_admin/widgets`. */
export { RouteScreen, type RouteScreenProps } from './widgets/route-screen/route-screen.tsx';
