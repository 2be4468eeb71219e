import { audienceRoutes } from '../route-options.ts';
import { proInviteRoutes } from './invites.ts';
import { payoutSetupRoutes } from './payout-setup.ts';
import { proHomeRoutes } from './pro-home.ts';
import { proShowroomRoutes } from './pro-showroom.ts';
import { siteOriginRoutes } from './site-origins.ts';

/** The pros' routes (Contractor and Designer): the console's calls. Pro-only unless a route says otherwise. */
export const proRoutes = audienceRoutes('pro', [
  proHomeRoutes,
  proShowroomRoutes,
  siteOriginRoutes,
  payoutSetupRoutes,
  proInviteRoutes,
]);
