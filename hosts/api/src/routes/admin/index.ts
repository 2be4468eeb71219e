import { audienceRoutes } from '../route-options.ts';
import { adminAccountRoutes } from './accounts.ts';
import { adminRouteAccessRoutes } from './admin-route-access.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminProfitRoutes } from './profit.ts';
import { adminProRoutes } from './pros.ts';
import { adminSettingsRoutes } from './settings.ts';

/** The admin's routes. Admin-only (after the OTP step) unless a route says otherwise. */
export const adminRoutes = audienceRoutes('admin', [
  adminRouteAccessRoutes,
  adminProRoutes,
  adminOrderRoutes,
  adminAccountRoutes,
  adminSettingsRoutes,
  adminAuditRoutes,
  adminProfitRoutes,
]);
