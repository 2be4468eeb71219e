import { audienceRoutes } from '../route-options.ts';
import { proHomeRoutes } from './pro-home.ts';
import { proLeadRoutes } from './pro-leads.ts';
import { proOrderRoutes } from './pro-orders.ts';
import { proShowroomRoutes } from './pro-showroom.ts';
import { proWeekRoutes } from './pro-week.ts';
import { siteOriginRoutes } from './site-origins.ts';

/** The pros' routes (Contractor and Designer): the console's calls. Pro-only unless a route says otherwise. */
export const proRoutes = audienceRoutes('pro', [
  proHomeRoutes,
  proShowroomRoutes,
  siteOriginRoutes,
  proLeadRoutes,
  proOrderRoutes,
  proWeekRoutes,
]);
