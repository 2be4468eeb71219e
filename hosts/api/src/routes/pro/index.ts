import { audienceRoutes } from '../route-options.ts';
import { embedHealthRoutes } from './embed-health.ts';
import { proInviteRoutes } from './invites.ts';
import { payoutSetupRoutes } from './payout-setup.ts';
import { planRoutes } from './plans.ts';
import { proCouponRoutes } from './pro-coupons.ts';
import { proHomeRoutes } from './pro-home.ts';
import { proLeadRoutes } from './pro-leads.ts';
import { proMarkupRoutes } from './pro-markup.ts';
import { proOrderRoutes } from './pro-orders.ts';
import { proProfileRoutes } from './pro-profile.ts';
import { proShowroomRoutes } from './pro-showroom.ts';
import { proWeekRoutes } from './pro-week.ts';
import { showroomBrandingRoutes } from './showroom-branding.ts';
import { showroomCategoryRoutes } from './showroom-categories.ts';
import { siteOriginRoutes } from './site-origins.ts';

/** The pros' routes (Contractor and Designer): the console's calls. Pro-only unless a route says otherwise. */
export const proRoutes = audienceRoutes('pro', [
  proHomeRoutes,
  proShowroomRoutes,
  siteOriginRoutes,
  showroomCategoryRoutes,
  showroomBrandingRoutes,
  proProfileRoutes,
  planRoutes,
  proMarkupRoutes,
  proCouponRoutes,
  embedHealthRoutes,
  proLeadRoutes,
  proOrderRoutes,
  proWeekRoutes,
  payoutSetupRoutes,
  proInviteRoutes,
]);
