import type { RouteAccessResponse } from '@showroom/contract/account';
import { access } from '../../plugins/route-access.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * GET /api/admin/route_access: who may call each API route (the permission matrix the spec leaves
 * unshown), for an Admin whose session passed the OTP step.
 */
export const adminRouteAccessRoutes: AppRoutes = async (app, { routeAccess }) => {
  app.get('/api/admin/route_access', access('admin'), async (): Promise<RouteAccessResponse> => {
    return { success: true, message: '', data: routeAccess.entries() };
  });
};
