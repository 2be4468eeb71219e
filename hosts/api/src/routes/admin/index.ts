import { audienceRoutes } from '../route-options.ts';
import { adminRouteAccessRoutes } from './admin-route-access.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminProRoutes } from './pros.ts';

/** The admin's routes. Admin-only (after the OTP step) unless a route says otherwise. */
export const adminRoutes = audienceRoutes('admin', [
  adminRouteAccessRoutes,
  adminProRoutes,
  adminOrderRoutes,
]);
